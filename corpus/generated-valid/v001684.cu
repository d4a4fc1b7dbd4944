// cudagen 0.1 seed 1684 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,main,shared_var,shared_2d,constexpr_var,struct,enum_class,namespace,if,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,macro_object,comments
#include "prelude.cuh"

#define CHUNK_1 128
#define WARPS_2 4
#define CHUNK_3 64
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
// Returns the accumulated value.

__global__ void bump6(int* __restrict__ out7, int* __restrict__ data8)
{
	int tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ long sh_10[12][3];
	--out7[threadIdx.y];
	int lo11 = ((data8[threadIdx.x] + (*data8)) - (44)) - 0b10001L;
	__shared__ unsigned sh_12[14][0x9];
}

namespace gpu13 {
struct Pixel14 {
	unsigned int count15;
	int lo16;
	float w17;
};
} // namespace gpu13
enum class Phase18 {
	On19 = 2,
	Add20,
	Slow21,
	Fast22 = 7,
	Off23
};

__global__ void fold24_kernel(gpu13::Pixel14 beta25, int* __restrict__ dst26)
{
	int i27 = threadIdx.x;
	__shared__ gpu13::Pixel14 sh_28[256];
	__shared__ gpu13::Pixel14 sh_29[sizeof(unsigned int) * (WARPS_2 + (WARPS_2 + (WARPS_2 + (WARPS_2 + 16))))];
	(sh_28[i27].lo16++, (beta25 = gpu13::Pixel14{}));
}

__host__ __device__ unsigned long pivot30(double* __restrict__ buf31, int lane32, unsigned long* __restrict__ buf33)
{
	float m34{5.0f};
	int mid35 = (*buf33) % (CHUNK_1 - (*buf33));
	(--lane32, ((*buf33) = buf33[0x4]));
	return -(lane32 - m34);
}

long host_combine36(const double* coef37)
{
	bump6<<<(CHUNK_3), 0b100000, 512 * 2>>>(nullptr, nullptr);
	if ((-(*coef37)) == coef37[7]) {
		return 0U + (*coef37) + (coef37[5] - CHUNK_1);
	}
	auto fn40 = [](float z38, float cnt39) -> unsigned {
		z38 += 3512;
		return z38;
	};
	auto fn44 = [](float r41, unsigned long tmp42) -> unsigned {
		gpu13::Pixel14 f43 = gpu13::Pixel14{8u, 42lu, 14.375f};
		tmp42 += tmp42;
		return r41;
	};
	fn44(*coef37, coef37[0x6]);
	float h45 = 24;
	if (3 <= fn40(h45, coef37[0x4])) {
		goto skip46;
	}
	h45 = (h45 += 0x5, coef37[6]);
skip46:;
	return coef37[0x0];
}

int main()
{
	int len47 = 458;
	Phase18 hi48 = Phase18::Fast22;
	fold24_kernel<<<(len47 + 63) / 0100, (0100), sizeof(int) * 64>>>(gpu13::Pixel14{29, 43U, 1.0f}, (int*)nullptr);
	len47 = 54lu & len47;
	gpu13::Pixel14 cnt49 = {19, -0x13, 6.0F};
	bump6<<<4, dim3((len47 + 077) / 64, WARPS_2 + 12)>>>((int*)nullptr, nullptr);
	return 0b0;
}
