// cudagen 0.1 seed 715 invalid:else_after_else
// features: kernel,launch_bounds,launch,launch_shared_mem,device_function,device_forceinline,static_device_function,host_function,static_host_function,main,device_array,shared_var,constexpr_var,local_array,auto_var,typedef,namespace,if,goto,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_string_prefix,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define WARPS_1 8
#define RADIUS_2 4
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))

namespace util4 {
static float host_gather5(int stride6, float q7)
{
	float cnt8[3]{q7, 18.375f, 9.625f};
	cnt8[2] = 22.5f;
	cnt8[2] = int(WARPS_1 >> stride6) + stride6;
	int lim9 = stride6;
	const char *v10 = u8"x=%d";
	return lim9;
}
} // namespace util4
typedef unsigned int idx11_t;
static __device__ float d_sweep12[16];

static __device__ __forceinline__ int score13(int len14, int n15, int len16)
{
	++n15;
	len16 = ((len16 & len16) + (len14 / n15));
	unsigned char res17 = len14;
	return -d_sweep12[15];
}

__global__ void __launch_bounds__((02000)) rank18_kernel(int *buf19)
{
	d_sweep12[11] = MIN2_3(buf19[3], ~((*buf19) % buf19[7]));
	__shared__ int sh_20;
	int q21[4] = {};
	if (q21[0] < sizeof(char)) {
		goto finish22;
	}
	(*buf19) = sh_20;
finish22:;
}

__global__ void step23(const unsigned short *input24, int lane25, const int *input26)
{
	long long e27 = ((sizeof(float) | input26[lane25]) - 13ll) + ((18 * d_sweep12[lane25 & 15]) + (lane25));
	lane25 = MIN2_3(lane25, ('z' + (*input24)) ^ e27);
	if (lane25 == d_sweep12[14])
		return;
	(lane25--, (d_sweep12[e27] = (((unsigned char)37) ^ (input26[lane25] ^ 41))));
	int tmp28 = MIN2_3(*input26, ((sizeof(unsigned))));
	if ((tmp28 += tmp28, e27) != d_sweep12[lane25 & 15]) {
		goto out29;
	}
	if (input26 == nullptr)
		return;
out29:;
}

static void decay30(int len31, int n32)
{
	(len31++, (len31 = 38u));
	const char *z33 = "kernel\n";
	int *res34 = &len31;
	if (res34 != nullptr) {
		goto out35;
	}
	n32 = z33[1] | (4 - (len31 * WARPS_1));
	if (RADIUS_2 > (len31 << len31))
		return;
	step23<<<(len31 + 0b1111111) / 128, 256, sizeof(int) * 64>>>(nullptr, 0b1000000, &len31);
out35:;
}
#ifdef MODE_38
#else
#else
#endif

int main()
{
	int size36 = 3721;
	auto mid37 = (size36 + size36) ^ ((size36 | 2906U) - (size36 & size36));
	rank18_kernel<<<1 << 9, RADIUS_2 + (RADIUS_2 + 24), 0>>>(&size36);
	step23<<<(size36 + 63) / 64, (512)>>>(nullptr, short(16U), &size36);
	if (40 <= size36)
		return 64;
	mid37 = size36 & (mid37 - mid37);
	return 0;
}
