// cudagen 0.1 seed 189 invalid:device_var_in_inline_unnamed_namespace
// features: kernel,launch,launch_dim3,launch_shared_mem,host_device_function,host_function,static_host_function,main,constexpr_var,static_local,enum,namespace,if,for,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_float,lit_nullptr,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define WARPS_1 5
#define TILE_DIM_2 5
#define BLOCK_SIZE_3 8
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

__global__ void reduce7(float *dst8, const char *coef9, int count10)
{
	count10 = (coef9[3] & count10) - (*dst8);
	if (((coef9[1] + 1) / (WARPS_1 * count10)) <= 42) {
		for (int j11 = 0, j12 = 4; j11 < j12; (++j11, (--j12))) {
			(*dst8) /= 1247 - (*coef9);
			dst8[count10] += 24.875f;
		}
	}
}

namespace impl13 {
__host__ __device__ void apply14(float p15, unsigned int *out16, int len17)
{
	++out16[len17];
	bool idx18{false};
	unsigned int stride19 = idx18;
}
constexpr unsigned int WIDTH20 = TILE_DIM_2 + 0b10;
enum Mode21 : int { BUSY22, ADD23, OFF24 };
} // namespace impl13

static int check_update25(impl13::Mode21 a26, int n27, int *acc28)
{
	n27 ^= a26 - impl13::WIDTH20;
	acc28[4]--;
	int sum29 = n27;
	static int f30 = 0b1001;
	acc28[n27 & 0b111] %= WARPS_1;
	return acc28[f30];
}
inline namespace {
__device__ int hidden33 = 1;
}

int main(void)
{
	int len31 = 3952;
	if (45 <= (len31 * (len31 + impl13::WIDTH20))) {
		if (len31 >= impl13::WIDTH20) {
			return -27;
		}
		dim3 prod32 = dim3(2);
	}
	reduce7<<<dim3((len31 + 255) / 0400, (len31 + 0b11111111) / 0400), (impl13::OFF24 + (impl13::WIDTH20 + (TILE_DIM_2 + 114))), sizeof(int) * 64>>>(nullptr, nullptr, sizeof(float));
	return 0;
}
