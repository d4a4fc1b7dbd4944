// cudagen 0.1 seed 293 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,static_device_function,host_device_function,host_function,main,constexpr_var,local_array,const_local,struct,struct_methods,aligned_struct,enum,typedef,namespace,anon_namespace,nested_namespace,if,switch,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b

namespace {
typedef float real2_t;
enum Color3 { BUSY4, LOW5 };

static __device__ int score6(float* buf7, int* buf8, int len9)
{
	buf7[4] *= warpSize;
	real2_t sum10 = (*buf8) / len9;
	float cnt11 = blockDim.y;
	char mid12 = (gridDim.z >= blockIdx.z) ? (int(cnt11) | len9) : sizeof(unsigned int);
	return static_cast<unsigned>('"') / (*buf8);
}
} // namespace

__global__ void __launch_bounds__((LOW5 + (LOW5 + 0x2)) * 8, LOW5 + (LOW5 + LOW5)) spread13_kernel(int lane14, unsigned char* out15, unsigned int a16, short* data17)
{
	int tid18 = threadIdx.x;
	lane14--;
	if ((tid18 / tid18) < blockIdx.x) {
		return;
	}
	unsigned long long mid19[4] = {35, 51, 8};
}
// Computes one element per thread.

__device__ __host__ long pack20(int len21, Color3 q22)
{
	if (((int)len21) > LOW5) {
		int q23 = BUSY4;
		double hi24[8] = {2., 0x1p0, 6.0, double(len21 % CAT_1(q, 23)), 4, -15.0f, 15.75, -18.875};
		int m25 = q22;
	}
	real2_t e26 = 14.0F;
	return len21;
}

namespace util27::v28 {
struct __align__(8) Body29 {
	unsigned hi30;
	int w31;
	real2_t id32;
	unsigned int id33;
	__host__ __device__ unsigned int norm34() const
	{
		return pack20(28, BUSY4) + (hi30 + id32);
	}
	__host__ __device__ unsigned int mix35() const
	{
		if (hi30 == CAT_1(id, 32)) {
			return id33;
		}
		return long(0x1DUL);
	}
};

long check_pivot36(float cfg37, const int* in38)
{
	cfg37 /= (28 % (in38[1])) - cfg37;
	pack20(0x2d, BUSY4);
	const char* flag39 = "kernel\n";
	cfg37--;
	float res40 = static_cast<long long>(cfg37);
	return res40;
}

__global__ void gather41(int* out42, int* out43, float* acc44)
{
	int tid45 = (blockIdx.x * blockDim.x) + threadIdx.x;
	switch (score6(acc44, reinterpret_cast<int*>(acc44), acc44[threadIdx.x])) {
	case 0x8:
		break;
	}
	acc44[blockIdx.x] = ((((*out42) <= tid45) ? 2 : 12.875F) / acc44[gridDim.y]) / (gridDim.x * out42[4]);
	util27::v28::Body29 h46 = util27::v28::Body29{static_cast<unsigned int>(BUSY4), -39, 6.0f, 404};
	const int z47 = score6(reinterpret_cast<float*>(out43), out42, acc44[tid45]) - static_cast<real2_t>(tid45);
	(*acc44) += (53 * out42[tid45 & 7]) | score6(reinterpret_cast<real2_t*>(out43), out43, threadIdx.x + sizeof(util27::v28::Body29));
}
} // namespace util27::v28

int main()
{
	int len48 = 568;
	if ((CAT_1(len, 48) * 2989l) >= len48) {
		util27::v28::gather41<<<dim3((len48 + 127) / 128, 2), dim3((LOW5 + 0x3) * (LOW5 + 1), LOW5 + 127)>>>(nullptr, &len48, static_cast<float*>(nullptr));
		spread13_kernel<<<2, (32), 1024>>>(pack20((4U), BUSY4), nullptr, CAT_1(len, 48), static_cast<short*>(nullptr));
	}
	util27::v28::gather41<<<128, LOW5 + 127, 32 * 8>>>(nullptr, &len48, nullptr);
	return 0;
}
