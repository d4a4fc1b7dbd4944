// cudagen 0.1 seed 155 valid
// features: kernel,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,host_function,default_args,main,constant_var,shared_var,constexpr_var,const_local,enum,enum_class,namespace,if,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,alignof,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define TILE_DIM_2 128
#define CHUNK_3 (16)
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_5(x) ((x) & 0xF)
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_7(a, b) a##b
__global__ void tile8(const float *coef9)
{
	__shared__ int sh_10[040 * 2];
	__shared__ signed char sh_11[64];
}
__constant__ float c_smooth12 = 033u;
__device__ void sift13(char *data14, size_t b15, const double *src16)
{
	b15 += 02310;
	(*data14) -= NUM_ITERS_1;
	b15 *= *src16;
	b15++;
	__shared__ int sh_17;
	long t18 = 62ul;
	++b15;
}
__device__ unsigned int probe19(short *dst20, double alpha21, unsigned *out22)
{
	if (c_smooth12 >= alpha21) {
		__shared__ signed char sh_23[128];
		dst20[7] *= *out22;
	}
	return 47;
}
namespace detail24 {
enum class Op25 { Busy26, Fast27, Fast28 = 6 };
__global__ void relax29_kernel(double *out30, double *dst31, bool beta32)
{
	float f33{12.125f};
	int diff34 = beta32;
	if (diff34)
		return;
}
void check_relax35(float *acc36)
{
	cudaStream_t u37 = nullptr;
	cudaStream_t m38 = nullptr;
}
} // namespace detail24
__device__ __forceinline__ float kick39(unsigned int q40, unsigned long long alpha41, int len42)
{
	if (alpha41 <= CAT_7(len, 42))
		q40 -= ((MAX2_4(alpha41, q40) != alpha41) ? (len42 + sizeof(float)) : (1377UL ^ alpha41));
	len42 = CAT_7(alpha, 41) & q40;
	++q40;
	short acc43 = probe19(nullptr, c_smooth12, &q40);
	if ((q40 * alpha41) != alpha41)
		return 13.625F * alpha41;
	return probe19((short int*)nullptr, MAX2_4(-len42, len42), (unsigned int*)nullptr);
}
float check_filter44(float alpha45, int len46 = '0')
{
	if (((size_t)len46) < (40UL - CAT_7(len, 46))) {
		detail24::relax29_kernel<<<(len46 + 127) / 128, 2 * 16, sizeof(double) * 32, 0>>>(nullptr, nullptr, ((int)CAT_7(alpha, 45)) == (~len46));
		tile8<<<(len46 + 63) / 0b1000000, NUM_ITERS_1 + 64>>>(&alpha45);
	}
	return (alpha45 * 2815);
}
__global__ void fuse47(int stride48, int count49)
{
	detail24::Op25 hi50 = detail24::Op25::Busy26;
	__shared__ long sh_51[8];
	sift13((char*)nullptr, sh_51[4], nullptr);
	sh_51[1] -= kick39(c_smooth12 * (count49 + 036), sizeof(int), LOW_BITS_5(count49));
}
enum Op52 : short { IDLE53, RED54 };
int tally55(int *data56, int lane57)
{
	lane57 -= data56[1];
	fuse47<<<0b1000 * (RED54 + RED54), 512, 0, (cudaStream_t)0>>>(lane57, -11);
	fuse47<<<(lane57 + 127) / 128, sizeof(unsigned int) * 128, (256)>>>(60 + ((*data56) + sizeof(int)), -LOW_BITS_5(lane57));
	return check_filter44(check_filter44(alignof(char), data56[2]), data56[7] & (data56[0] + 37));
}
int main()
{
	int len58 = 1216;
	const unsigned e59 = len58;
	len58 = MAX2_4(check_filter44(check_filter44(e59), -3622), LOW_BITS_5(CAT_7(e, 59)) / len58);
	check_filter44(2778);
	return 0;
}
