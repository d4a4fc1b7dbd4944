// cudagen 0.2 seed 523 valid headers
// features: kernel,restrict_params,launch,main,shared_var,extern_shared,constexpr_var,for,shift,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_string,lit_raw_string,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_ifdef,pp_if,bit_field,conversion_operator,alias_template,variable_template
#include <cuda_runtime.h>
#include <cooperative_groups.h>

#define RADIUS_1 4
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define MOD8_3(x) ((x) % 8)
#ifndef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 59
#endif
#if RADIUS_1 > 29
#define CONFIG_6 3
#elif RADIUS_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 23
#endif
struct Weight7 {
	float v;
	__host__ __device__ operator float() const { return v; }
};
__host__ __device__ float convert8(float x) {
	Weight7 m{x};
	float plain = m;
	return plain + static_cast<float>(m) * 2;
}
template <typename T> using Ptr10 = T *;
template <typename A, typename B> struct Duo11 { A a; B b; };
template <typename T> using Same12 = Duo11<T, T>;
template <typename T> constexpr T kScale13 = T(3);
template <typename T> constexpr int kSize14 = static_cast<int>(sizeof(T)) * 1;
__device__ int aliased9(int x) {
	Ptr10<int> p = &x;
	Same12<int> d{x, 2};
	return x + *p + d.a + d.b + kSize14<double> + static_cast<int>(kScale13<float>);
}
struct Packed15 {
	unsigned int f0 : 5;
	unsigned : 0;
	unsigned f1 : 7;
	unsigned : 0;
	unsigned short f2 : 6;
	signed int f3 : 10;
	unsigned f4 : 11;
};
__host__ __device__ int pack16(int x) {
	Packed15 b{};
	b.f0 = static_cast<unsigned>(x) & 31u;
	b.f1 = 29;
	b.f2 = static_cast<unsigned>(x) & 63u;
	b.f3 = 7;
	b.f4 = static_cast<unsigned>(x) & 2047u;
	return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3) + static_cast<int>(b.f4);
}
__global__ void accum17_kernel(const float *__restrict__ input18, int n19, int *__restrict__ data20, int n21) {
	extern __shared__ int dyn_22[];
	dyn_22[n21] = n21 - kSize14<int>;
	for (int j23 = 0x0; j23 < 12; ++j23)
		data20[0x6]--;
	data20[1] = MOD8_3(data20[2] * 071ll) << (31lu >> ((*data20) * 0x3B));
}
int main(void) {
	int size24 = 3993;
	int q25 = size24 * (011066U - size24);
	float s26 = RADIUS_1;
	accum17_kernel<<<(kSize14<int> + 0174), sizeof(float) * (CONFIG_6 + 9)>>>((const float*)nullptr, 785U, (int*)nullptr, kSize14<char>);
	accum17_kernel<<<(size24 + 255) / 0x100, 0b10000 * (RADIUS_1 + RADIUS_1)>>>(&s26, 29, nullptr, kSize14<int>);
	const char *stride27 = R"(raw \n text)";
	(void)stride27;
	q25++;
	return 0;
}
