// cudagen 0.1 seed 1042 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,constexpr_function,default_args,main,device_var,shared_var,extern_shared,constexpr_var,struct,class_private,if,goto,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_init_capture,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define CHUNK_1 3
#define MOD8_2(x) ((x) % 8)
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define CAT_4(a, b) a##b
__global__ void __launch_bounds__(1 << 5) shade5(float* __restrict__ data6, const int* src7, int n8) {
	(++n8, (data6[7] -= +(blockDim.y + MIN2_3(*src7, 8))));
	int z9 = (n8 += *src7, 16l) % (3515 + CAT_4(n, 8));
	n8 = (2973 * (threadIdx.z + n8)) + (*src7);
	int acc10 = n8;
	unsigned long lo11{60};
	if ((z9 + (*src7)) == acc10) {
		goto finish12;
	}
	z9 = short(CHUNK_1);
	n8 = (acc10 - 0x90dull) ? '\x41' : ((~acc10) * n8);
finish12:;
}
int blend13(int n14) {
	shade5<<<sizeof(int) * 0x2, (0x100)>>>((float*)nullptr, static_cast<const int*>(nullptr), n14);
	unsigned char v15 = n14 * 44lu;
	if ((v15 - CHUNK_1) > n14) {
		return (CAT_4(v, 15)) ^ (v15 + v15);
	}
	static_assert(sizeof(int) == 0x4);
	shade5<<<(n14 + 0x1f) / 32, dim3((CHUNK_1 + (CHUNK_1 + 58)), (n14 + 255) / 0x100, (n14 + 63) / 0x40), 0>>>(nullptr, static_cast<const int*>(nullptr), 1'129lu);
	--n14;
	v15 *= (28 - n14) * int(n14 | v15);
	return 4154U + size_t(CAT_4(n, 14) - n14);
}
template <typename T, int N = 7>
__global__ void score16(T cfg17) {
	extern __shared__ float dyn_18[];
	int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float acc20 = cfg17;
	float val21 = 20.875F;
	T x22 = cfg17;
	if (MIN2_3(CAT_4(gid, 19), CAT_4(gid, 19)) == x22) {
		goto skip23;
	}
	cfg17 = acc20 + threadIdx.x;
skip23:;
}
static_assert(0x9 == 0x9, "size check");
__global__ void grow24_kernel(const char* __restrict__ src25, const int* in26, float b27, int n28) {
	unsigned idx29 = threadIdx.x;
	if (!(CAT_4(idx, 29) < (*in26))) {
		return;
	}
	int flag30 = (MOD8_2(idx29) | threadIdx.x) & 0x18;
}
class Span31 {
	double z32;
public:
	__host__ __device__ Span31(double c33) : z32(c33) {}
	__host__ __device__ void get34(unsigned int base35) {
		z32 += ((!(z32 < 43)) ? (23lu | base35) : (0x16 + base35)) | (2763ULL + ((base35 & 1) ? 3 : base35));
		z32 = 3.5f;
	}
};
__device__ unsigned int d_shade36 = 41;
__device__ void accum37(int stride38, float cfg39 = 9.125F) {
	unsigned long long r40 = MIN2_3(gridDim.y, threadIdx.x * 987u * threadIdx.y);
	int mid41 = ((CAT_4(stride, 38) ? r40 : 25) <= ((d_shade36 - r40) / ((stride38 >= CHUNK_1) ? d_shade36 : stride38))) ? 51 : cfg39;
}
extern "C" __global__ void grow42(const float* __restrict__ input43, int* __restrict__ acc44, float a45, float* data46) {
	extern __shared__ double dyn_47[];
	int gid48 = threadIdx.x;
	float lim49 = (gridDim.z - 9.5f) + MIN2_3(data46[0] * 62, (d_shade36 > (*input43)) ? a45 : d_shade36);
	if (static_cast<double>(d_shade36) != a45) {
		goto done50;
	}
	dyn_47[1] += *data46;
done50:;
}
constexpr int host_apply51(int n52, unsigned alpha53) {
	alpha53++;
	return 0x16 + MIN2_3(alpha53, MIN2_3(alpha53, 63));
}
int main(void) {
	int len54 = 2427;
	len54 &= len54 << len54;
	len54 += static_cast<unsigned char>(len54 + len54) ^ CHUNK_1;
	len54++;
	auto lam57 = [diff55 = MOD8_2(len54)]() -> int {
		dim3 diff56 = dim3((0x2));
		return ((diff55 == diff55) && (diff55 < '0')) ? 30 : 0xB;
	};
	len54 = 3057;
	unsigned short cnt58 = len54;
	score16<double, (CHUNK_1 + (CHUNK_1 + 1))><<<dim3(CHUNK_1 + (CHUNK_1 + (CHUNK_1 + 119)), (len54 + 255) / 256), 128, sizeof(float) * (CHUNK_1 + 0x3FD), nullptr>>>((57l));
	grow24_kernel<<<dim3((len54 + 0x7f) / 128, 1 << 8, 4), dim3(2, (len54 + 63) / 0x40, CHUNK_1 + 1), 1 << (CHUNK_1 + 9)>>>(static_cast<const char*>(nullptr), nullptr, (!len54) ? MOD8_2(len54) : (len54 * 0x28l), MOD8_2(len54));
	grow42<<<dim3(8, (len54 + 127) / 128), dim3((CHUNK_1 + 5) * 2, 0x1 << 0b10, (len54 + 127) / 0x80)>>>((const float*)nullptr, static_cast<int*>(nullptr), static_cast<int>(len54 << len54), nullptr);
	return 0x0;
}
