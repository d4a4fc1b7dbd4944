// cudagen 0.1 seed 2290 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,main,device_var,shared_var,extern_shared,constexpr_var,auto_var,namespace,if,while,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define CHUNK_1 32
#define WARPS_2 128
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
static __global__ void march6(int count7)
{
	auto k8 = 46;
	k8 = U'a' & k8;
	count7 = threadIdx.x;
}
namespace gpu9 {
__global__ void apply10_kernel(unsigned int *dst11)
{
	extern __shared__ float dyn_12[];
	int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int mid14{gid13};
	dyn_12[0b10]--;
	__shared__ int sh_15[32];
	if ((blockDim.x & 1)) {
		return;
	}
	unsigned int flag16{0b11101};
	int q17 = CHUNK_1 * gridDim.x;
}
static __global__ void pack18_kernel(int *acc19, const int *input20)
{
	int i21 = threadIdx.x;
	int w22 = 0;
	while (w22 < 16) {
		--acc19[6];
		++w22;
	}
	acc19[w22]++;
	(*acc19) = CAT_5(i, 21);
}
static __device__ unsigned int d_step23 = 33;
} // namespace gpu9
int main(void)
{
	int size24 = 2580;
	size24 = size24;
	size24--;
	size24 = (((size24 > size24) ? size24 : CHUNK_1) | (WARPS_2 ^ size24)) * (((+CAT_5(size, 24)) < 0x12u) ? size24 : 0x23);
	--size24;
	march6<<<dim3((size24 + 63) / 64, (size24 + 127) / 128, (size24 + 63) / 0x40), 256 * 0b10, 0>>>((size24 + size24) * ((size24 == 0xDUL) ? CAT_5(size, 24) : size24));
	gpu9::apply10_kernel<<<0x80, (512), sizeof(int) * 0400>>>(static_cast<unsigned int*>(nullptr));
	gpu9::pack18_kernel<<<dim3((size24 + 0x3f) / 0x40, 0x1 << 0x3, (size24 + 255) / 0x100), CHUNK_1 + 96>>>((int*)nullptr, &size24);
	return 0;
}
