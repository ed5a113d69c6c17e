// How an operation that may fail for a reason its caller reports says so, in every module: a
// Result<T> holds the value made, or the reason it could not be made; a Status (Result<void>)
// holds nothing, or the reason. The reason is one line of English, as the user will read it
// ("pgnlint.toml:3:9: `fail-on` must be ..."); the caller decides how to show it
// (run::print_error). Failing to read or write bytes is not reported this way but thrown
// (io::IoError, report::OutputError), and a lookup that may find nothing returns std::optional or a
// null pointer (docs/development.md). Std only: below every module.
#pragma once

#include <cassert>
#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace pgnlint {

// The reason an operation failed, on its way into a Result: `return Failure{"..."};`.
struct Failure {
    std::string reason;
};

template <typename T>
class [[nodiscard]] Result {
public:
    Result(T value) : state_(std::in_place_index<0>, std::move(value)) {}
    Result(Failure failure) : state_(std::in_place_index<1>, std::move(failure.reason)) {}

    bool ok() const { return state_.index() == 0; }
    explicit operator bool() const { return ok(); }

    T& value() & {
        assert(ok());
        return std::get<0>(state_);
    }
    const T& value() const& {
        assert(ok());
        return std::get<0>(state_);
    }
    T&& value() && {
        assert(ok());
        return std::get<0>(std::move(state_));
    }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

    const std::string& error() const {
        assert(!ok());
        return std::get<1>(state_);
    }

private:
    std::variant<T, std::string> state_;
};

template <>
class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Failure failure) : error_(std::move(failure.reason)) {}

    bool ok() const { return !error_.has_value(); }
    explicit operator bool() const { return ok(); }

    const std::string& error() const {
        assert(!ok());
        return *error_;
    }

private:
    std::optional<std::string> error_;
};

// Done, or the reason it could not be done.
using Status = Result<void>;

}  // namespace pgnlint
