// cudagen 0.1 seed 361 valid
// features: kernel,launch,launch_dim3,launch_stream,device_function,device_noinline,host_function,main,shared_var,constexpr_var,auto_var,const_local,typedef,namespace,if,switch,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

__global__ void scatter4(unsigned char* dst5) {
	dst5[6] = *dst5;
	(*dst5) = static_cast<int>(14) ^ (*dst5);
	__shared__ long long sh_6;
}

namespace impl7 {
int run_fuse8(int lane9, int lane10, int count11) {
	dim3 res12 = dim3((0x40), 1, (2));
	if (lane9 > 61)
		return (35l & lane9) + (2 | lane10);
	scatter4<<<1 << 1, 32>>>((unsigned char*)nullptr);
	float* val13 = nullptr;
	float e14 = 22.75f + static_cast<int>(lane10 ^ 0x2Eull);
	cudaStream_t base15 = nullptr;
	--lane10;
	return sizeof(float);
}
typedef double real16_t;
typedef float real17_t;
} // namespace impl7

__device__ __noinline__ void spread18(long long* out19) {
	++out19[2];
	int z20{3};
}
constexpr unsigned int TILE21 = 2;
/* Layout: row-major, no padding. */

__device__ int filter22(int len23, long* dst24) {
	(*dst24)++;
	constexpr impl7::real16_t stride25 = 14.5F;
	auto idx26 = TILE21 | (len23 | len23);
	return ('z');
}

int run_fold27(int len28) {
	scatter4<<<16, 0x1 << 6>>>((unsigned char*)nullptr);
	int res29 = (short int)TILE21;
	scatter4<<<1 << 6, TILE21 + 126>>>(static_cast<unsigned char*>(nullptr));
	res29 = impl7::run_fuse8(static_cast<impl7::real17_t>(23.25f), 0x12E2ll - res29, alignof(double));
	scatter4<<<2, 32 * 0b100>>>(nullptr);
	return impl7::run_fuse8(len28 + len28, len28 - TILE21, res29) ^ TILE21;
}

int main(void) {
	int count30 = 2335;
	if (13 != count30)
		return impl7::run_fuse8(TILE21, count30 + 17, 0xc3b % count30);
	switch (CAT_3(count, 30)) {
	case 11:
		switch (count30) {
		case TILE21 + (TILE21 + 6):
			count30--;
			break;
		case (12):
			break;
		default: {
			const int tmp31 = -43;
			break;
		}
		}
		break;
	case 0x3:
		break;
	case (TILE21 + 10):
		count30++;
		break;
	case (TILE21 + (TILE21 + 0b101)):
		break;
	default:
		break;
	}
	return 0;
}
