// cudagen 0.1 seed 269 invalid:error_directive
// features: kernel,kernel_static,kernel_extern_c,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,default_args,main,constexpr_var,local_array,using_alias,if,if_else,do_while,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_char,lit_string,lit_nullptr,cast_static,cast_reinterpret,sizeof,alignof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define TILE_WIDTH_37 24
#if TILE_WIDTH_37 % 32 != 0
#error TILE_WIDTH must be a multiple of the warp size
#endif
#define BLOCK_SIZE_1 256
#define MOD8_2(x) ((x) % 8)
#define LOW_BITS_3(x) ((x) & 0xF)
#define CAT_4(a, b) a##b

static __global__ void fuse5_kernel(int len6)
{
	unsigned i7 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i7 >= len6) {
		return;
	}
	double diff8 = static_cast<unsigned>(alignof(float));
	len6 |= gridDim.x * (i7 - warpSize) * (i7 - 45);
	int w9 = 0;
	do {
		float *t10 = nullptr;
		diff8 -= 42;
		++w9;
	} while (w9 < 5);
}

extern "C" {
static __global__ void scale11_kernel(float cfg12, float cfg13, int *dst14, unsigned int b15)
{
	unsigned int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((cfg12 * static_cast<unsigned short>(CAT_4(tid, 16))) != (+cfg12)) {
		cfg12++;
		constexpr int cnt17 = '#';
	}
}
}
using real18_t = float;

__global__ void grow19_kernel(int lane20, unsigned int *out21)
{
	int *tmp22 = nullptr;
	(++lane20, (tmp22[lane20] += (tmp22[6] - tmp22[1]) + (lane20 += 4174, blockIdx.z) + (*out21)));
	out21[blockDim.z]--;
	int z23 = lane20 * lane20 * 3 * 31;
	int diff24 = lane20;
	bool idx25 = (z23 + (diff24 + lane20)) != 0x6;
	idx25 = idx25;
}

float check_scatter26(const double *input27, int *dst28, int stride29 = 54ul)
{
	++dst28[stride29];
	if ((dst28[4] += input27[2], dst28[7]) == (dst28[stride29] * 4827U)) {
		if (!input27) {
			if ((input27[3] + 53L) < 34) {
				return input27[stride29];
			}
			if ((*input27) < stride29) {
				return (BLOCK_SIZE_1) * stride29;
			}
		} else {
		}
	}
	return *input27;
}

static int host_pack30(int count31)
{
	double *y32 = nullptr;
	const char *q33 = "ok";
	int k34[(3)] = {};
	return (MOD8_2(count31) - MOD8_2(count31)) + (LOW_BITS_3(q33[1]) - 57);
}

int main()
{
	int size35 = 0x547;
	unsigned *stride36 = nullptr;
	size35 &= (size35);
	fuse5_kernel<<<(size35 + 31) / 0x20, dim3(8, (size35 + 0xff) / 256, (0x1))>>>((size35 += size35, sizeof(int)));
	scale11_kernel<<<dim3((size35 + 0xFF) / 256, 0x80), 128, 64 * 16>>>(stride36[size35], *stride36, &size35, size35);
	grow19_kernel<<<dim3(1), (0x100), sizeof(unsigned int) * BLOCK_SIZE_1, nullptr>>>(('a' % (*stride36)) / 3171L, stride36);
	return 0;
}
