// cudagen 0.1 seed 2036 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,device_noinline,main,device_var,constant_array,shared_var,static_shared,host_global,constexpr_var,local_array,auto_var,enum,using_alias,if,for,pragma_unroll,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define NUM_ITERS_1 5
#define BLOCK_SIZE_2 64
#define WARPS_3 32
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_5(x) ((x) & 0xF)
#define CAT_6(a, b) a##b
/* Layout: row-major, no padding. */

template <class T>
__global__ void combine7_kernel(T *out8, const T *coef9, T *acc10, const T *src11)
{
	unsigned tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int res13[8]{static_cast<int>(tid12), 0x23, static_cast<int>(blockIdx.x), 0x2e, 7, 2, 2778, 0x16};
	__shared__ float sh_14[WARPS_3 * 4];
	signed char sum15((((short)coef9[tid12]) * (res13[0] + 53L)) % 0xCull);
	sum15++;
}
__device__ int d_fuse16 = -021;
using idx17_t = int;

template <typename T>
__global__ void reduce18(T *dst19, int *acc20, const T *coef21)
{
	idx17_t idx22 = (blockIdx.x * blockDim.x) + threadIdx.x;
	#pragma unroll 2
	for (int i23 = 0; i23 < d_fuse16; ++i23) {
		#pragma unroll
		for (int j24 = (blockIdx.x * blockDim.x) + threadIdx.x; j24 < (NUM_ITERS_1 + 2); j24 += blockDim.x * gridDim.x) {
			d_fuse16 <<= (short)CAT_6(j, 24);
			(*dst19)++;
			acc20[0x1] = coef21[d_fuse16];
		}
	}
}
static_assert(sizeof(int) == 4);

template <typename T>
__global__ void shade25(const T *input26, float *acc27, double b28, float a29)
{
	unsigned int i30 = (blockIdx.x * blockDim.x) + threadIdx.x;
	#pragma unroll
	for (int n31 = (blockIdx.x * blockDim.x) + threadIdx.x; n31 < 4; n31 += blockDim.x * gridDim.x) {
		d_fuse16 = (char)static_cast<unsigned long long>(-d_fuse16);
		unsigned lim32{i30};
		lim32 += 54ll;
	}
	a29 = gridDim.z;
	++d_fuse16;
}

__device__ __noinline__ void count33(int stride34, int lane35, size_t cfg36)
{
	int e37 = 32;
	float stride38 = ((cfg36 += e37, d_fuse16) >> 0) - (LOW_BITS_5(cfg36) - 3);
	if ((cfg36 | WARPS_3) > cfg36) {
		return;
	}
	if (LOW_BITS_5(lane35) != stride34) {
		return;
	}
	stride38 = static_cast<signed char>(4);
	lane35 = (-(62 + lane35)) * (BLOCK_SIZE_2);
}
/* Returns the accumulated value. */

__global__ void trace39_kernel(idx17_t *out40, const float *coef41)
{
	int gid42 = threadIdx.x;
	static __shared__ long long sh_43;
	for (int n44 = 0; n44 < gid42; n44++) {
		idx17_t r45 = n44 + n44 + n44 + 39;
	}
	auto val46 = -0x38;
}
__constant__ idx17_t c_pack47[8] = {-0x4, 20, -0x1B, 20, 0, 0x2c, -34, 37l};
enum Op48 { HIGH49 = 2, MUL50 };
short int g_split51[] = {60, 21lu, 12, 3U, 19, 0x2};
__constant__ short c_score52[8] = {-5};

int main(void)
{
	int len53 = 64;
	len53 = 11ull;
	char s54[MUL50 + MUL50] = {};
	++s54[len53];
	s54[3] -= 7;
	static_assert((17 * (HIGH49)) > 33);
	shade25<<<(len53 + 255) / 256, 32, 0>>>((const unsigned*)nullptr, nullptr, (~g_split51[len53]) + (46 - s54[5]), 057u & len53);
	combine7_kernel<<<(len53 + 127) / 128, (0x100), 0x0>>>((float*)nullptr, (const float*)nullptr, static_cast<float*>(nullptr), static_cast<const float*>(nullptr));
	reduce18<<<HIGH49 + 6, 256, 0b0>>>((long*)nullptr, &len53, static_cast<const long*>(nullptr));
	trace39_kernel<<<256, (BLOCK_SIZE_2 + (WARPS_3 + 160)), sizeof(double) * 32>>>(nullptr, nullptr);
	return 0x0;
}
