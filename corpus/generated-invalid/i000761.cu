// cudagen 0.1 seed 761 invalid:grid_constant_not_const
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,static_local,enum_class,if,goto,static_assert,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__global__ void norm2_kernel(int count3, const unsigned int *in4) {
	long z5 = in4[count3];
	unsigned int lim6 = *in4;
	unsigned x7 = 31;
	__shared__ int sh_8[0x100];
	if (CAT_1(x, 7) <= in4[4])
		return;
	__shared__ float sh_9[32];
	if ((0b110100 <= sh_9[30]) || (in4 != nullptr)) {
		goto done10;
	}
	z5 = 0x2c;
done10:;
}
enum struct Kind11 : long { Low12, Idle13, Slow14 = 5 };

__global__ void blend15(int count16, int n17, int count18) {
	__shared__ double sh_19[128];
	float off20 = count18 ^ (48 * n17);
	off20 = (off20 - n17) - 778;
	sh_19[count18] = sizeof(int);
}
static_assert(((27) * 2) > 0x35, "expected value");

__global__ void fuse21_kernel(char *__restrict__ data22, float cfg23, int lane24) {
	float val25 = cfg23;
	if (data22 == nullptr)
		return;
	static_assert(0x1d == 0b11101, "tile must fit");
}
__global__ void gc_kernel30(__grid_constant__ int x, int *p)
{
    p[0] = x;
}

int main() {
	int len26 = 2966;
	bool cnt27 = ((long)(61 / len26)) + len26;
	static int lim28 = 33;
	++lim28;
	long stride29 = CAT_1(lim, 28) - lim28;
	norm2_kernel<<<dim3(sizeof(unsigned int) * 8, (lim28 + 127) / 128, 0x200), 0b100000, 0x1000, (cudaStream_t)0>>>(lim28, nullptr);
	blend15<<<(len26 + 31) / 0b100000, dim3((lim28 + 31) / 32, (lim28 + 127) / 128, (0x80))>>>(len26 + (1U / lim28), len26, stride29);
	fuse21_kernel<<<(lim28 + 0x1f) / 32, 512, 0>>>(nullptr, 36L % lim28, -17);
	return 0x0;
}
