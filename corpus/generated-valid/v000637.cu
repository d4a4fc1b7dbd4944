// cudagen 0.1 seed 637 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,device_template_function,host_function,main,shared_var,extern_shared,constexpr_var,const_local,if,for,while,do_while,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

static __global__ void probe4_kernel(int len5, const float* input6) {
	extern __shared__ unsigned char dyn_7[];
	if ((+(len5 * len5)) != HALF_1(input6[len5])) {
		for (int n8 = 0; n8 < (3); n8 += 2) {
			--dyn_7[len5];
			--dyn_7[len5];
			char r9 = static_cast<int>(dyn_7[1]);
		}
	}
}

template <typename T, int N = 1>
__host__ __device__ T clamp10(T* dst11, const unsigned* coef12) {
	dst11[3] -= (N - coef12[3]) % static_cast<short>(0x1dl);
	const T f13 = coef12[3];
	return N;
}

inline __host__ float host_shade14(long alpha15, double beta16, int count17) {
	constexpr unsigned short hi18 = 57;
	if ((beta16 + beta16) > (61l + alpha15)) {
		int pass19 = 0;
		while ((pass19 < count17) && (alpha15 - 60)) {
			int w20 = 0;
			do {
				probe4_kernel<<<32, 4 * 16, 512 * 010, 0>>>(24 * (count17 + 0x6U), (const float*)nullptr);
				int r21 = (pass19 * beta16) - (59 - pass19);
				float mid22 = 3 / count17;
				++w20;
			} while (w20 < 0xb);
			++pass19;
		}
	}
	return hi18;
}

unsigned char check_spread23(unsigned long cfg24, const float* coef25, float b26) {
	int acc27 = (cfg24 / b26) + (21 + coef25[cfg24]);
	b26 = (cfg24 * (*coef25) * HALF_1(b26)) - 3;
	acc27 |= cfg24 - acc27;
	acc27 = *coef25;
	return 0x19lu * ((int)(acc27 - 54));
}

int main() {
	int len28 = 0x8b8;
	ACCUM_3(len28, (50LL));
	len28 += sizeof(float);
	int iter29 = 0x0;
	do {
		dim3 z30(1);
		dim3 diff31((len28 + 63) / 0x40);
		++iter29;
	} while (iter29 < len28);
	probe4_kernel<<<dim3(1, (8)), sizeof(float) * 8>>>(iter29, nullptr);
	return 0x0;
}
