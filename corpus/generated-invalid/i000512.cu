// cudagen 0.1 seed 512 invalid:ref_to_temporary
// features: kernel,kernel_extern_c,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,main,device_var,shared_var,extern_shared,host_global,constexpr_var,const_local,namespace,if,do_while,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,lambda,lambda_capture_value,lambda_generic,macro_object,macro_function,comments
#include "prelude.cuh"

#define WARPS_1 64
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))

__device__ void clamp3(float *__restrict__ dst4, int count5, int count6)
{
	unsigned int z7 = dst4[count5 & 7];
	__shared__ long sh_8;
	__shared__ float sh_9;
	sh_9 *= ((sh_9) + (18.75f * z7)) - (sh_8 += blockDim.x, count5);
	(--count6, (count5 = (((int)blockIdx.y) - 044) - sh_9));
}

extern "C" {
__global__ void grow10(char *data11, const float *in12, float q13, float *__restrict__ dst14)
{
	int tid15 = threadIdx.x;
	if (q13 == (blockDim.x + tid15))
		return;
	dst14[3] = WARPS_1;
	(*dst14) = 0x5 - int(MAX2_2(tid15, q13));
}
}
// Returns the accumulated value.

__global__ void clamp16(float alpha17, int *dst18, unsigned short beta19, const unsigned *__restrict__ in20)
{
	int gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ float sh_22[8];
	((*dst18)++, (beta19 = 066L));
}
__device__ int d_sift23;

namespace impl24 {
__global__ void smooth25(long a26, float beta27, int count28)
{
	extern __shared__ long dyn_29[];
	int gid30 = threadIdx.x;
	if (gid30 >= a26)
		return;
	if (((gid30 - count28) & 0x1))
		return;
	int iter31 = 0x0;
	do {
		const double flag32 = gid30 % WARPS_1;
		(count28--, (count28 = 16U - (MAX2_2(threadIdx.x, d_sift23))));
		if ((beta27 += flag32, d_sift23) != WARPS_1)
			return;
		++iter31;
	} while (iter31 < 14);
	count28 = 0x28l;
	++beta27;
}

__device__ __forceinline__ long long clamp33(double *buf34)
{
	++d_sift23;
	d_sift23 *= buf34[threadIdx.z & 7] * 0x40LL;
	int w35 = 0;
	do {
		d_sift23 = *buf34;
		long r36 = (unsigned)(d_sift23 * w35);
		bool base37 = 43 >= MAX2_2(blockIdx.y * r36, -w35);
		++w35;
	} while (w35 < 6);
	d_sift23--;
	return d_sift23;
}
} // namespace impl24
unsigned char g_scale38 = 43;

__global__ void fold39_kernel(unsigned char *__restrict__ dst40)
{
	int tid41 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid41 <= tid41)
		return;
	int off42 = *dst40;
	const float *x43 = (const float*)nullptr;
	--d_sift23;
}

int main()
{
	int count44 = 0x4ad;
	int &ref51 = count44 + 1;
	auto fn49 = [=](auto cnt45, auto x46) {
		size_t lo47 = 440ull;
		double q48 = 8 + g_scale38;
		cnt45 = ((count44 / WARPS_1) <= ((cnt45 != g_scale38) ? count44 : 21)) ? WARPS_1 : ((int)(5 + lo47));
		return cnt45 * 2;
	};
	count44++;
	count44++;
	long long v50 = count44;
	grow10<<<(count44 + 31) / 32, 512, 64 * 0x4, (cudaStream_t)0>>>((char*)nullptr, (const float*)nullptr, MAX2_2(count44, fn49(count44, count44)), (float*)nullptr);
	clamp16<<<0x100, 512, (WARPS_1 + WARPS_1) * 8>>>((float)(v50 * count44), (int*)nullptr, (10 | g_scale38) - (0x29L / v50), (const unsigned*)nullptr);
	impl24::smooth25<<<(2), (WARPS_1 + WARPS_1), (WARPS_1 + (WARPS_1 + (WARPS_1 + 3904))), (cudaStream_t)0>>>(MAX2_2((g_scale38 += count44, 0x38), (fn49(static_cast<int>(g_scale38), count44))), fn49(static_cast<int>(v50), count44), (WARPS_1 - g_scale38) + (g_scale38 + WARPS_1));
	return 0;
}
