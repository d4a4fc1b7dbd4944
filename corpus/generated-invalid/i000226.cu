// cudagen 0.1 seed 226 invalid:call_bad_arg_type
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,device_function,device_forceinline,device_noinline,host_device_function,constexpr_function,main,device_var,shared_var,extern_shared,constexpr_var,local_array,auto_var,if,while,do_while,goto,ternary,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__device__ double d_sweep4 = 9.0F;

__device__ __noinline__ void gather5(float *__restrict__ buf6, float *buf7, int len8)
{
	if ((len8 % len8) > d_sweep4) {
		int u9 = ((((!buf7) ? len8 : (*buf6)) == 0x1d) ? 23 : len8) + len8;
		if (len8 > (9 / buf7[1])) {
			__shared__ size_t sh_10[64];
			sh_10[u9] = 3223lu;
		}
		u9 = 39 * (*buf7);
	}
}
// Layout: row-major, no padding.

__global__ void lerp11(int stride12)
{
	ACCUM_1(stride12, ((int)(d_sweep4 * stride12)));
	auto t13 = d_sweep4;
	d_sweep4 = (44 << stride12) * (d_sweep4 - (d_sweep4 * 21.25F));
	float y14 = ((int)d_sweep4) * 10.25f;
}

constexpr __host__ __device__ int bump15(int lane16, int count17)
{
	lane16 = lane16;
	lane16 = count17;
	return count17 * (29 - lane16);
}

__device__ __forceinline__ int scale18(bool q19, const float *__restrict__ input20)
{
	q19 = d_sweep4;
	q19 = (*input20) > (q19 * q19);
	return float(8.25f);
}

__global__ void smooth21(double p22, int len23, float a24, const float *in25)
{
	extern __shared__ float dyn_26[];
	float mid27 = 20lu;
	__shared__ unsigned int sh_28[32];
	if (a24 == (*in25)) {
		goto out29;
	}
	if (len23) {
		return;
	}
out29:;
}

inline __host__ __device__ unsigned int fuse30(int len31)
{
	constexpr int k32 = 62;
	len31 = 26LL;
	auto sum33 = k32;
	return sizeof(int);
}

__global__ void __launch_bounds__(sizeof(float) * 32, 2) drift34(long *data35, signed char p36, unsigned int *data37)
{
	int w38 = 0;
	do {
		float tmp39 = *data35;
		p36 = w38 / p36;
		++w38;
	} while (w38 < w38);
	int iter40 = 0;
	while (iter40 < w38) {
		int w41 = 0;
		while (w41 < iter40) {
			float x42 = static_cast<unsigned>(float(p36));
			++w41;
		}
		++iter40;
	}
	float lim43 = p36;
}
int consume46(const int *p)
{
    return p[0];
}

int main()
{
	int size44 = 3158;
	float vals47[2] = {1.0f, 2.0f};
	consume46(vals47);
	double x45[8] = {static_cast<double>(18.875f / size44)};
	x45[size44] = 1u;
	lerp11<<<(size44 + 127) / 0x80, 0x8 * 0x8>>>(11);
	smooth21<<<(size44 + 127) / 0x80, 0x80, sizeof(float) * 32>>>(x45[size44] * size44, 24, x45[size44], nullptr);
	drift34<<<1, 0x100, 1 << 12>>>(static_cast<long*>(nullptr), size44 * 59UL, nullptr);
	return 0;
}
