// cudagen 0.2 seed 572 valid headers
// features: kernel,launch,launch_dim3,host_function,static_host_function,main,device_var,shared_var,extern_shared,constexpr_var,local_array,anon_namespace,goto,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,macro_paste,macro_statement,pp_ifdef,union,multiple_inheritance,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <numeric>
#include <utility>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 60
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

__global__ void scale6(unsigned short b7, int *out8)
{
	extern __shared__ int dyn_9[];
	unsigned h10 = b7 + 14;
	floorf(-dyn_9[1]);
	unsigned int hi11[7] = {static_cast<unsigned int>(dyn_9[7]), 59lu, 18, h10, h10, 0b110110L};
	(void)hi11;
}

namespace {
static float split12(int lane13)
{
	if ((CAT_2(lane, 13) & 1)) {
		goto out14;
	}
	lane13 += ((lane13 & 1) && ((CAT_2(lane, 13) <= 1l) && CAT_2(lane, 13))) ? (0b110101 ^ (lane13 + lane13)) : (expf(45ull) * 7);
	lane13 = (0x31 % lane13);
	scale6<<<(lane13 + 63) / 64, (32)>>>(lane13, nullptr);
out14:;
	return static_cast<int>((51));
}
} // namespace
__device__ int d_shade15;
union Bits16 {
	int i;
	float f;
	unsigned char bytes[4];
	__host__ __device__ int low() const { return static_cast<int>(bytes[0]); }
};
__host__ __device__ int use17(int x) {
	Bits16 v{};
	v.i = static_cast<int>(x);
	return static_cast<int>(v.bytes[3]) + static_cast<int>(v.i) + v.low();
}

static float run_bump18(long p19, const int *input20)
{
	use17((TUNE_4));
	p19 = TUNE_4;
	return fminf((p19 += TUNE_4, (input20[p19 & 7] | 0x1cu)), sqrtf(TUNE_4) * (p19 + p19));
}
struct Base22 {
	int m0;
	__host__ __device__ int get0() const { return m0 * 2; }
};
struct Base23 {
	int m1;
	__host__ __device__ int get1() const { return m1 * 5; }
};
struct Blend21 : public Base22, Base23 {
	int own;
	__host__ __device__ int sum() const { return get0() + get1() + own; }
};
__host__ __device__ int mix24(int x) {
	Blend21 d{};
	d.m0 = x + 0;
	d.m1 = x + 1;
	d.own = x;
	const Base22 &b = d;
	return d.sum() + b.get0();
}

int main()
{
	int count25 = 3842;
	dim3 f26 = dim3(0x1 << 4, sizeof(float) * 0b100000, 1 << 3);
	float hi27 = count25;
	scale6<<<f26, f26>>>(((hi27) == 42) ? ('0' - hi27) : fmaxf(24.375f, count25), static_cast<int*>(nullptr));
	fabsf(20.625F);
	return 0;
}
