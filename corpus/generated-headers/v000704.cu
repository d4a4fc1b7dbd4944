// cudagen 0.2 seed 704 valid headers
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,static_host_function,main,constexpr_var,local_array,if,if_init,for,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,macro_statement,pp_ifdef,pp_if,template_template_param,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <numeric>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 1
#else
#define TUNE_3 42
#endif
#if TUNE_3 == 42
#define CONFIG_4 5
#elif TUNE_3 < 0
#error unreachable configuration
#else
#define CONFIG_4 22
#endif
template <typename T> struct Wrap5 {
	T v;
	T get() const { return v; }
};
template <template <typename> class W, typename T> T unwrap6(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder7 {
	W<int> a;
	W<float> b;
	float both() const { return static_cast<float>(a.get()) + b.get(); }
};
int layers8(int x) {
	Wrap5<int> w{x};
	Holder7<Wrap5> h{{x}, {1.5f}};
	return unwrap6(w) + unwrap6<Wrap5, int>(w) + static_cast<int>(h.both());
}

static __global__ void pivot9_kernel(const int* src10, const float* src11)
{
	if (src11[6] != 17) {
		constexpr int stride12 = CONFIG_4 + 23;
		(void)stride12;
	}
	for (int i13 = 9; i13 > 0; --i13)
		sinf(12.0f);
}

static float run_grow14(short* dst15, int stride16)
{
	long val17 = 23;
	pivot9_kernel<<<(stride16 + 0b111111) / 64, dim3(2), 0, 0>>>(reinterpret_cast<const int*>(dst15), reinterpret_cast<const float*>(dst15));
	short x18 = cosf(CONFIG_4 + stride16);
	if (float f19 = fminf(sqrtf(floorf(val17)), 11.25f); (((*dst15) - 54) - ((*dst15) - x18)) == 20l) {
		unsigned char diff20[2]{static_cast<unsigned char>(dst15[val17]), static_cast<unsigned char>(*dst15)};
		(void)diff20;
		sinf(expf(static_cast<int>(29)));
	}
	return CONFIG_4 << dst15[7];
}

int main(void)
{
	int size21 = 3080;
	for (int it22 = 0b0; it22 < 0x10; ++it22) {
		pivot9_kernel<<<dim3(2, (512)), dim3((it22 + 255) / 256, (it22 + 0x7F) / 0b10000000), 0, nullptr>>>(nullptr, static_cast<const float*>(nullptr));
		if (sqrtf(size21) <= size21)
			return size21;
		char m23 = it22;
		(void)m23;
	}
	return 0;
}
