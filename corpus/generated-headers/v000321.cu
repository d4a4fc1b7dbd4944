// cudagen 0.2 seed 321 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,enum,namespace,if,static_assert,ternary,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,pp_ifdef,exceptions,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <type_traits>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define RADIUS_1 128
#define SQR_2(x) ((x) * (x))
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 11
#else
#define TUNE_7 48
#endif

namespace kern8 {
enum State9 { HIGH10, GREEN11, HIGH12 = 5, BLUE13 };
enum Phase14 { OFF15, OFF16, ON17, GREEN18 = 7 };

int check_grow19(long cfg20, int len21, float a22) {
	float t23 = -20.625F;
	(void)t23;
	cfg20 = 0;
	(--len21, (len21 = kern8::ON17));
	printf("sum %d\n", static_cast<int>(len21));
	try {
		constexpr int t24 = 60;
		(void)t24;
		if (len21 > 100) {
			throw 100;
		}
	} catch (int) {
	} catch (...) {
	}
	return 0x7f8 * (-TWICE_PLUS_3(cfg20, a22));
}
} // namespace kern8

__global__ void accum25(const int* coef26, int n27, float p28) {
	extern __shared__ long dyn_29[];
	int idx30 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx30 >= n27)
		return;
	__shared__ unsigned char sh_31;
	sh_31 = ((!(19ULL == dyn_29[n27])) ? (n27) : SQR_2(blockIdx.z)) - (SQR_2(warpSize) + (-dyn_29[1]));
	short lo32 = -('\x41' + (p28 + 0x2A));
	(void)lo32;
	static_assert(0x35 == 53, "tile must fit");
}

void relax33(const unsigned long* src34, int count35) {
	accum25<<<sizeof(float) * 0b100000, 256, kern8::GREEN18 + (RADIUS_1 + 0x379), 0>>>(reinterpret_cast<const int*>(src34), *src34, 2.75f);
	count35 = TWICE_PLUS_3((count35 / 0xbL) * sizeof(float), ((0b100110UL - src34[count35]) * static_cast<int>(count35)));
}

int main() {
	int n36 = 1819;
	cudaStream_t diff37 = nullptr;
	(void)diff37;
	if (TWICE_PLUS_3(n36, 11) != n36)
		return kern8::OFF16;
	n36 = 1;
	dim3 f38(0x2 * 4, (n36 + 0b11111) / 0x20, kern8::GREEN11 + 0b111);
	(void)f38;
	n36 = (n36 += kern8::GREEN18, n36);
	return 0;
}
