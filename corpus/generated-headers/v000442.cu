// cudagen 0.2 seed 442 valid headers
// features: kernel,launch,device_function,default_args,main,constexpr_var,auto_var,enum_class,if,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,pp_ifdef,pp_undef,comments,virtual_function,enum_underlying,partial_specialization,sfinae,runtime_api
#include <cuda_runtime.h>

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 16
#else
#define TUNE_2 47
#endif
#undef TUNE_2
#define TUNE_2 2

__global__ void clamp3(unsigned int* buf4, float beta5) {
	auto t6 = TUNE_2 - (buf4[0x7] & 25);
	int f7 = t6;
	(void)f7;
}
struct Sized8 { __device__ int size() const { return 13; } };
template <typename T> __device__ auto sizeOf9(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __device__ int sizeOf9(const T &, long) { return 1; }
template <typename...> struct MakeVoid10 { using type = void; };
template <typename T, typename = void> struct HasSize11 { static constexpr int value = 0; };
template <typename T> struct HasSize11<T, typename MakeVoid10<decltype(T().size())>::type> { static constexpr int value = 1; };
__device__ int probe12(int x) {
	Sized8 s{};
	return sizeOf9(s, 0) + sizeOf9(x, 0) + HasSize11<Sized8>::value + HasSize11<int>::value;
}
// Helper used by the kernels below.

inline __device__ void count13(int stride14, int len15, int n16 = 28) {
	int diff17 = stride14;
	int tmp18 = n16 - len15;
	(void)tmp18;
	n16++;
	bool lo19 = static_cast<unsigned int>(0x14 + diff17) + len15;
	(void)lo19;
	stride14 += stride14;
}
enum class State20 : int { Low21 = 1, Mul22 };
struct Shape24 {
	virtual double area() const = 0;
	virtual int sides() const { return 0; }
	virtual ~Shape24() {}
};
struct Square25 : Shape24 {
	double s;
	explicit Square25(double v) : s(v) {}
	double area() const override { return s * s; }
	int sides() const override { return 3; }
};
double dispatch23(double x) {
	Square25 k0(x);
	const Shape24 *p = &k0;
	return p->area() + static_cast<double>(p->sides());
}

int main() {
	int n26 = 2173;
	if (n26) {
		return (37 * n26) + (sizeof(float) - n26);
	}
	cudaEvent_t start27, stop28;
	cudaEventCreate(&start27);
	cudaEventCreate(&stop28);
	cudaEventRecord(start27);
	cudaEventRecord(stop28);
	cudaEventSynchronize(stop28);
	float ms29 = 0.0f;
	cudaEventElapsedTime(&ms29, start27, stop28);
	cudaEventDestroy(start27);
	cudaEventDestroy(stop28);
	ms29 /= ms29 + n26;
	int r30 = TUNE_2;
	ms29 -= -5.25f;
	clamp3<<<(r30 + 0b111111) / 0x40, 128>>>(nullptr, (r30 | 36UL) ^ ((n26 >= 0b1001ull) ? 7 : TUNE_2));
	return 0;
}
