// cudagen 0.1 seed 357 invalid:negative_array_size
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,host_device_function,device_template_function,host_function,main,constexpr_var,local_array,const_local,anon_namespace,if,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_stringize,macro_paste,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6
#ifdef USE_FAST_PATH_6
#define TUNE_7 9
#else
#define TUNE_7 42
#endif
#undef TUNE_7
#define TUNE_7 24
template <class T>
__device__ __noinline__ float count8(T q9, const T *in10, const float *__restrict__ coef11)
{
	if (!in10) {
		return 07337UL;
	}
	T cnt12 = size_t(*coef11);
	q9 -= static_cast<float>((in10[0])) - NUM_ITERS_1;
	const unsigned int acc13 = 19;
	return TUNE_7 * cnt12;
}
namespace {
inline __host__ __device__ int step14(int lane15, unsigned int alpha16)
{
	lane15 -= ~((unsigned)lane15);
	alpha16 += (((int)alpha16) / 0b101001ul) + (-lane15);
	size_t val17[1 << 1]{9UL, 46};
	return 2928u;
}
} // namespace
__global__ void accum18(const float *in19, float *__restrict__ buf20, unsigned int cfg21)
{
	if (cfg21 == 38) {
		buf20[5] -= float(NUM_ITERS_1 << cfg21);
		float lo22 = 7 >> CAT_5(cfg, 21);
		cfg21 += TUNE_7 ^ cfg21;
	}
	int hi23 = cfg21 & cfg21;
}
void probe24(long p25, double alpha26, size_t a27)
{
	accum18<<<dim3(1, (p25 + 127) / 128), (NUM_ITERS_1 + 0b11111000), sizeof(unsigned int) * (TUNE_7 + 232), nullptr>>>((const float*)nullptr, nullptr, TUNE_7);
	float y28 = p25;
	y28 -= (13.5F + y28) / (alpha26 + (alpha26 + TUNE_7));
	y28 -= 343 + p25;
	const char *lim29 = STR_4(tile size);
	alpha26 = +((float)(38l + lim29[1]));
}
int buf34[-1];
int main()
{
	int n30 = 2185;
	accum18<<<(n30 + 0b11111111) / 0400, (NUM_ITERS_1 + (NUM_ITERS_1 + 060)) * NUM_ITERS_1, 0>>>((const float*)nullptr, nullptr, n30);
	float z31 = n30;
	float *u32 = nullptr;
	if ((z31 + NUM_ITERS_1) <= 51) {
		return NUM_ITERS_1 >> n30;
	}
	long k33 = 1199ull;
	return 0;
}
