#include "prelude.cuh"

// Literals of every kind: integer bases and suffixes, digit separators,
// floating forms (incl. hex floats), character and string literals with
// prefixes and escapes, raw strings, and a user-defined literal.
const unsigned long long kInts[] = {
    42, 0x2A, 0X2a, 052, 0b101010, 0B1'0'1'0'1'0, 1'000'000,
    42u, 42U, 42l, 42L, 42ul, 42UL, 42lu, 42ll, 42LL, 42ull, 42ULL, 0xFFFFFFFFFFFFFFFFull,
};
const double kFloats[] = {1.0, 1., .5, 1e3, 1E-3, 2.5e+2, 0x1p4, 0x1.8p-1, 1.0f, 2.5F, 3.0l, 4.0L, 1'024.5};

const char kChars[] = {'a', '\n', '\t', '\\', '\'', '\"', '\0', '\x41', '\101', '\a', '\b', '\f', '\r', '\v', '?'};
const wchar_t kWide = L'w';
const char16_t k16 = u'x';
const char32_t k32 = U'\U0001F600';

const char *kStrings[] = {
    "plain", "with \"quotes\" and \\backslash", "concat" "enated", u8"utf-8 caf\u00e9",
    R"(raw \n "string")", R"delim(raw with )" inside)delim", "tab\there", "",
};
const wchar_t *kWideStr = L"wide";
const char16_t *k16Str = u"sixteen";
const char32_t *k32Str = U"thirty-two";

constexpr unsigned long long operator""_KiB(unsigned long long v) { return v * 1024ull; }
constexpr double operator""_deg(long double v) { return (double)(v * 3.14159265358979323846L / 180.0L); }

__constant__ float c_weights[4] = {0.1f, 2.f, 3e-1f, 0x1.0p-2f};

__global__ void apply_weights(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = v[i] * c_weights[i & 0x3] + 1.5e-3f - 0x10 + 010 + 0b11;
}

int main()
{
    apply_weights<<<1, 64>>>(nullptr, 64);
    bool yes = true, no = false;
    void *none = nullptr;
    return (int)(kInts[4] + (unsigned long long)kFloats[6] + kChars[7] + 4_KiB) + (int)(90.0_deg) +
           (yes && !no) + (none == nullptr) + (kWide != 0) + (k16 != 0) + (k32 != 0) +
           kStrings[5][0] + (kWideStr != nullptr) + (k16Str != nullptr) + (k32Str != nullptr);
}
