// cudagen 0.1 seed 862 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,constant_var,shared_var,extern_shared,local_array,auto_var,static_local,enum,if,static_assert,ternary,shift,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,cast_static,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__global__ void __maxnreg__(64) stencil2_kernel(int *out3)
{
	int tid4 = threadIdx.x;
	__shared__ float sh_5[64];
	short y6 = tid4;
	auto w7 = (((sh_5[0b10000] >= gridDim.x) ? (*out3) : 2) - (tid4 / threadIdx.z));
	if (blockIdx.x - 10)
		return;
	__shared__ int sh_8[128];
	__shared__ int sh_9;
	w7 = 64l;
}

__global__ void update10_kernel(int count11, float *__restrict__ dst12)
{
	unsigned idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx13 >= count11)
		return;
	if (!dst12)
		return;
	dst12[7]++;
	float q14[5] = {};
	float flag15 = blockIdx.x;
	dst12[gridDim.z] = threadIdx.z * (dst12[6] + 2418);
	int sum16 = 25l;
	count11 = q14[count11];
}
static_assert(sizeof(int) == 4);
enum Kind17 { ADD18 = 2, RED19 = 8 };
__constant__ bool c_gather20 = 0;

__global__ void __maxnreg__(128) stencil21_kernel(int stride22, const float *in23)
{
	extern __shared__ int dyn_24[];
	auto h25 = dyn_24[5] + dyn_24[6];
	__shared__ float sh_26;
	unsigned long f27 = 4565 - dyn_24[h25];
}

int main()
{
	int len28 = 4083;
	stencil2_kernel<<<RED19 + 56, (ADD18 + (RED19 + (RED19 + (ADD18 + 492))))>>>(static_cast<int*>(nullptr));
	if (static_cast<int>(CAT_1(len, 28)) != 62L)
		return (992l) + ((unsigned char)len28);
	const char *t29 = R"(raw \n text)";
	float s30 = (+float(len28)) + 14.5F;
	if ((+CAT_1(len, 28)) >= CAT_1(s, 30))
		return (39 - t29[1]);
	static float u31 = 16.0f;
	update10_kernel<<<1, RED19 + (ADD18 + (ADD18 + 244)), 0, nullptr>>>(len28 >> t29[1], nullptr);
	stencil21_kernel<<<(ADD18 + 510), dim3((len28 + 255) / 256, (len28 + 127) / 128, 1 << (ADD18 + ADD18))>>>(u31, (const float*)nullptr);
	return 0;
}
