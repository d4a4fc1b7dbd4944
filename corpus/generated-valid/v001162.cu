// cudagen 0.1 seed 1162 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,device_var,constexpr_var,local_array,enum_class,if,do_while,switch,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_static,sizeof,macro_object,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define WARPS_2 32
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#ifndef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 22
#endif
template <typename T>
__global__ void combine7(T p8)
{
	int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	p8--;
	p8++;
}
enum class Phase10 {
	Off11 = 2,
	Green12,
	On13,
	Red14,
	Add15
};
enum class Axis16 { Add17, Blue18 };
static __device__ long long d_sweep19 = -072;
template <typename T>
__global__ void fuse20(const T* __restrict__ coef21, bool b22)
{
	unsigned int idx23 = threadIdx.x;
	b22 = d_sweep19 == b22;
	switch (blockDim.x) {
	case 2:
		break;
	default: {
		short f24 = -12;
		break;
	}
	}
	if ((idx23 != b22) && (blockDim.x == warpSize)) {
		return;
	}
	if (60u < (gridDim.z * (*coef21))) {
		return;
	}
}
__global__ void mix25(float cfg26, long* acc27, const float* __restrict__ src28)
{
	unsigned int gid29 = threadIdx.x;
	int w30 = 0;
	do {
		if (gid29 < gridDim.y) {
			break;
		}
		if (((threadIdx.y >= gid29) && (src28[blockIdx.x] <= (*acc27))) || (acc27 == nullptr)) {
			acc27[w30]++;
			Axis16 diff31 = Axis16::Add17;
		}
		++w30;
	} while (w30 < w30);
}
inline __host__ __device__ unsigned warp32(int n33, unsigned long long beta34, const size_t* input35)
{
	--n33;
	int s36[7] = {};
	return 067;
}
int main(void)
{
	int n37 = 626;
	--n37;
	dim3 acc38((n37 + 0b1111111) / 128, sizeof(float) * (TUNE_6 + (TUNE_6 + (NUM_ITERS_1 + 4))));
	Axis16 mid39 = Axis16::Add17;
	combine7<long><<<sizeof(int) * WARPS_2, NUM_ITERS_1 + (NUM_ITERS_1 + (TUNE_6 + 6)), 0, nullptr>>>(n37);
	const char* e40 = "ok";
	fuse20<<<NUM_ITERS_1, 32, 0, nullptr>>>(static_cast<const unsigned*>(nullptr), n37);
	mix25<<<(n37 + 63) / 64, NUM_ITERS_1 + (TUNE_6 + 238), 0, 0>>>(warp32(59u, e40[1], static_cast<const unsigned long*>(nullptr)) * WARPS_2, nullptr, nullptr);
	return 0;
}
