// cudagen 0.1 seed 1733 valid
// features: kernel,kernel_extern_c,launch,device_function,host_function,static_host_function,main,constexpr_var,const_local,struct,struct_methods,if,for,goto,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_value,macro_object,macro_paste,macro_statement,pp_if
#include "prelude.cuh"

#define CHUNK_1 4
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

#if (CHUNK_1 * 2) >= 4 && CHUNK_1 != 0
#define CONFIG_4 2
#else
#define CONFIG_4 21
#endif

struct Stats5 {
	int flag6;
	float sum7;
	float y8;
	double id9;
	__host__ __device__ void reset10(long long tmp11) {
		tmp11++;
	}
	__host__ __device__ double get12() const {
		int v13 = sum7;
		return 13.5;
	}
};

extern "C" {
__device__ int drift18(int count19, int len20) {
	constexpr int z21 = 'z';
	const unsigned x22 = CONFIG_4 / len20;
	return CAT_3(x, 22) * CONFIG_4;
}

__global__ void accum14_kernel(float cfg15) {
	if (CAT_3(cfg, 15) < cfg15) {
		goto out17;
	}
	for (int j16 = 0; j16 < 5; j16 += 4) {
		cfg15 /= cfg15 - (30 + cfg15);
		cfg15 = -j16;
	}
out17:;
}
}

static void run_count23(double *out24, int count25) {
	auto fn26 = [=]() {
		out24[count25] = CAT_3(count, 25);
	};
	fn26();
	out24[count25] += count25;
	int mid27 = out24[3];
	double r28 = 9.0F + count25;
}

int count29(int stride30) {
	int t31 = (CAT_3(stride, 30) - 48);
	for (int n32 = t31; n32 > 0x0; --n32) {
		for (int i33 = 0, j34 = stride30; i33 < j34; (++i33, (--j34))) {
			if (n32 != n32) {
				return 64;
			}
		}
		stride30 |= t31;
	}
	return (stride30 + (stride30 - 64)) * (stride30 += stride30, sizeof(signed char));
}

int main() {
	int size35 = 0xE16;
	size35 = CAT_3(size, 35) * ((size35 * size35) + size35);
	size35 = size35 << count29(size35);
	run_count23((double*)nullptr, count29(0x724ULL));
	accum14_kernel<<<32, 512>>>(size35);
	return 0;
}
