// cudagen 0.1 seed 2074 valid
// features: kernel,launch,builtin_vars,device_function,device_forceinline,host_device_function,host_function,constexpr_function,main,constant_var,shared_var,struct,namespace,anon_namespace,if,do_while,switch,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_functional,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define CAT_2(a, b) a##b

namespace {
__device__ __forceinline__ float kick3(const int* src4, int stride5, int len6) {
	if (threadIdx.y != (double(src4[gridDim.x]) * (blockIdx.y))) {
		if (src4 != nullptr) {
			if (stride5) {
				return static_cast<unsigned int>(len6);
			}
			switch ((CAT_2(stride, 5))) {
			case (7): {
				__shared__ int sh_7[8];
				const int* x8 = nullptr;
				break;
			}
			case sizeof(int):
				break;
			case 3:
				break;
			}
		}
	}
	return (double(50) - stride5) / 21.625f;
}
} // namespace
__constant__ float c_shade9 = 5ul;

__global__ void pivot10(unsigned int cfg11, int stride12) {
	unsigned idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx13 >= stride12) {
		return;
	}
	__shared__ int sh_14[128];
	int w15 = 0;
	do {
		const int* cnt16 = nullptr;
		++w15;
	} while ((w15 < 5) && (sizeof(int) >= static_cast<int>(cfg11)));
	--sh_14[stride12];
	--stride12;
	__shared__ float sh_17[64];
}

constexpr __device__ __host__ int scale18(int count19) {
	--count19;
	return CAT_2(count, 19) + MIN2_1(count19 - count19, count19);
}

namespace util20 {
constexpr __host__ __device__ int probe21(int len22, float cfg23) {
	cfg23 = CAT_2(len, 22) << 5;
	int sum24 = 0b101101;
	return sum24;
}

__host__ unsigned run_clamp25(double p26, float* dst27, double a28) {
	--p26;
	double lo29 = sizeof(long) * p26 * (10.625f - CAT_2(a, 28));
	if (dst27 != nullptr) {
		return float(59);
	}
	int x30 = -(sizeof(float) + dst27[7]);
	x30 ^= (x30 - CAT_2(x, 30));
	lo29 += 42 >> (x30 + int(u8'z'));
	return 64;
}

struct Particle31 {
	int count32;
	char mass33;
	int hi34;
};
} // namespace util20

constexpr int weigh35(int len36) {
	return len36;
}

int main() {
	int n37 = 62;
	if (8 > MIN2_1(CAT_2(n, 37) / CAT_2(n, 37), n37 >> 1)) {
		pivot10<<<256, 16 * 4>>>(16 - (+n37), n37);
		pivot10<<<(n37 + 255) / 256, (64)>>>(56, 15 - MIN2_1(n37, n37));
	}
	pivot10<<<(n37 + 255) / 256, 32 * 0b10>>>(CAT_2(n, 37) * n37, n37);
	if ((n37 <= n37) && n37) {
		return n37;
	}
	return 0;
}
