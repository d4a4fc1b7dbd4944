// cudagen 0.1 seed 229 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,device_var,shared_var,extern_shared,constexpr_var,if,if_else,if_init,for,while,goto,nested_block,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__global__ void march3_kernel(const unsigned int* input4, const unsigned long* src5, const int* in6) {
	int t7 = 3242;
	for (int n8 = 0x0, j9 = 0b1110; n8 < j9; (++n8, (--j9))) {
		--t7;
		if (src5[0] == (40l << in6[j9])) {
			if (ADD3_1(src5[4], 53, 6) > blockDim.x) {
				break;
			}
		} else if (long prod10 = (int)((28 % threadIdx.x) * in6[j9]); (short)j9) {
			t7--;
			prod10 = 36LL;
		} else {
		}
	}
}
__device__ int d_grow11;
// NOTE: keep in sync with the host reference.
__global__ void pivot12_kernel(int* dst13, float cfg14, double* out15) {
	unsigned int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((out15[warpSize]) == 25lu) {
		return;
	}
	int e17 = -47;
	int lo18 = 53L >> d_grow11;
	if (!e17) {
		goto out19;
	}
	if (dst13 == nullptr) {
		return;
	}
out19:;
}
static void scale20(const float* input21, const float* coef22) {
	if (!(input21[2] >= 29)) {
		return;
	}
	constexpr int lo23 = 10;
}
inline constexpr int STEPS24 = (0x4);
__global__ void pack25_kernel(const short int* src26, int len27, int n28) {
	extern __shared__ int dyn_29[];
	unsigned int i30 = threadIdx.x;
	if (i30 >= len27) {
		return;
	}
	const signed char* x31 = reinterpret_cast<const signed char*>(src26);
	if ((d_grow11 += 30, STEPS24) <= 4u) {
		goto done33;
	}
	if (STEPS24 > (len27)) {
		return;
	}
	if (n28 < i30) {
		if ((56U != src26[len27]) && ((*src26) >= sizeof(long long))) {
			return;
		}
		int pass32 = 0;
		while (pass32 < len27) {
			len27++;
			if ((i30 == 51) || (d_grow11 <= 041)) {
				return;
			}
			++pass32;
		}
	} else if ((sizeof(double) >> i30) > ((warpSize + STEPS24) >> 6)) {
	} else {
	}
done33:;
}
int main() {
	int count34 = 06323;
	{
		dim3 diff35 = dim3((4), (32), (1));
		float tmp36 = ((+count34) * (0x33 % count34)) + (STEPS24 >> count34);
	}
	pivot12_kernel<<<dim3(010, 2), dim3((count34 + 0x7f) / 128), (STEPS24 + (STEPS24 + 24)) * (STEPS24 + 4), 0>>>(nullptr, (STEPS24), (double*)nullptr);
	ACCUM_2(count34, (count34));
	march3_kernel<<<(count34 + 255) / 256, dim3((count34 + 0xff) / 256, (1), (STEPS24 + (STEPS24 + (STEPS24 + (STEPS24 + 16)))) * 0x4), 1'024, nullptr>>>(nullptr, nullptr, static_cast<const int*>(nullptr));
	pack25_kernel<<<(count34 + 255) / 0x100, sizeof(unsigned int) * 0b10000, (STEPS24 + (STEPS24 + (STEPS24 + 244))) * 16, nullptr>>>((const short*)nullptr, STEPS24, 39);
	return 0;
}
