// cudagen 0.1 seed 298 invalid:redeclared_with_global
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,main,shared_var,extern_shared,host_global,constexpr_var,struct,struct_template,enum,namespace,if,for,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
int g_sift2 = 57;
/* Returns the accumulated value. */

static __global__ void lerp3_kernel(float *acc4, const int *input5, const float *src6, int *acc7)
{
	unsigned gid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	for (int j9 = (blockIdx.x * blockDim.x) + threadIdx.x; j9 < 3; j9 += blockDim.x * gridDim.x) {
		int u10(acc7[blockDim.x & 7]);
	}
	acc4[1] = 10;
	int cnt11 = -src6[1];
}
unsigned g_bias12 = 0x24;
enum Phase13 { BLUE14 = 3, GREEN15, LOW16, BUSY17 };

static __global__ void clamp18(long cfg19)
{
	unsigned i20 = threadIdx.x;
	if (i20 >= cfg19) {
		return;
	}
	if ((i20 > cfg19) && ((i20 * 47) <= 53)) {
		unsigned int val21 = (cfg19 <= ((i20 > blockDim.x) ? i20 : cfg19)) ? (((gridDim.x < 0x8) && (0x33 > blockIdx.x)) ? ((float)cfg19) : sizeof(int)) : (+cfg19);
		cfg19 = i20;
		__shared__ double sh_22[64];
	}
	char res23 = blockDim.x + BLUE14;
}

namespace detail24 {
__global__ void clamp25(float *buf26)
{
	extern __shared__ unsigned int dyn_27[];
	int i28 = threadIdx.x;
	if (!buf26) {
		if (dyn_27[i28 & 7] != (buf26[3] += dyn_27[1], 31)) {
			float val29 = dyn_27[threadIdx.y & 7];
			__shared__ int sh_30[sizeof(unsigned int) * (BLUE14 + (BLUE14 + (BLUE14 + 7)))];
		}
	}
}
} // namespace detail24

template <typename T>
struct Body31 {
	T vel32;
	__host__ __device__ void reset33(T lim34)
	{
		lim34 = 17.75;
		lim34 = (41 * vel32) / HALF_1(vel32 - lim34);
	}
};
__global__ void twice37(int *p);
__device__ void twice37(int *p)
{
    p[0] = 2;
}

int main()
{
	int n35 = 0x444;
	++g_sift2;
	Phase13 stride36 = LOW16;
	if (!(HALF_1(stride36) == stride36)) {
		++g_sift2;
		(g_bias12--, (n35 = stride36 % 2L));
	}
	lerp3_kernel<<<(BUSY17 + 0x2) * (BUSY17 + (BLUE14 + 7)), dim3((g_bias12 + 31) / 32), sizeof(double) * 0x80>>>(nullptr, &g_sift2, static_cast<const float*>(nullptr), &n35);
	clamp18<<<GREEN15 + (BUSY17 + (BUSY17 + (GREEN15 + 12))), (256), 256, nullptr>>>(static_cast<int>(stride36 + LOW16));
	detail24::clamp25<<<dim3(GREEN15 + 124, (g_bias12 + 0x7f) / 128, GREEN15 + 252), dim3((n35 + 63) / 0x40, (g_bias12 + 255) / 256)>>>(nullptr);
	return 0;
}
