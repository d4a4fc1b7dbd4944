// cudagen 0.1 seed 1822 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,device_array,constexpr_var,local_array,const_local,enum,typedef,namespace,if,switch,goto,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional
#include "prelude.cuh"

inline constexpr unsigned int BLOCK1 = (0b1 << 0x8);

template <class T>
__global__ void __launch_bounds__(512, 2) grow2_kernel(const T* in3, const T* input4) {
	int gid5 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float diff6 = gid5 + ((6 & gid5) - ((long)BLOCK1));
	int sum7 = (int)BLOCK1;
	int u8 = ((short)0x5) & (sum7 + (-sum7));
	sum7 &= BLOCK1;
	if (sum7 > ((*input4) * blockDim.y)) {
		return;
	}
}
enum Level9 { IDLE10, BLUE11, OFF12, FAST13 = 5 };

namespace ops14 {
typedef unsigned idx15_t;
} // namespace ops14

__global__ void relax16_kernel(double b17, int* acc18, int lane19, const float* src20) {
	unsigned int f21(*src20);
	constexpr float v22 = 5.0F;
	int k23 = -0x4D1;
}

extern "C" {
__global__ void __maxnreg__(64) sift24_kernel(bool alpha25) {
	int i26 = threadIdx.x;
	signed char h27 = 0x19 * threadIdx.x;
	const int m28 = i26;
	int base29(threadIdx.y * 1);
	if (60 <= (-h27)) {
		return;
	}
	bool flag30(char(base29) / ((BLOCK1 + blockDim.x) << base29));
}
}

namespace ops31 {
__device__ float clamp32(double beta33, float q34) {
	if (0b1111 >= q34) {
		goto skip35;
	}
	q34--;
	if (beta33 <= q34) {
		beta33 -= (BLOCK1 - threadIdx.z) & (BLOCK1 - (gridDim.y));
		beta33 -= 28L + beta33;
		beta33 = BLOCK1 | blockIdx.y;
	}
skip35:;
	return +(beta33 / (BLOCK1 ^ threadIdx.z));
}
} // namespace ops31

__global__ void filter36(bool cfg37) {
	ops14::idx15_t gid38 = threadIdx.x;
	float k39[3] = {};
	constexpr double q40 = 12.75F;
}
__device__ int d_shade41[4] = {40, 4, 59};

__global__ void __launch_bounds__(256) step42(int* dst43, float* out44) {
	ops14::idx15_t gid45 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float off46 = 18.0f;
	if (gid45 >= d_shade41[threadIdx.x & 3]) {
		return;
	}
	d_shade41[3] = blockDim.z;
	switch (d_shade41[0x0]) {
	case OFF12 * 0x2:
		if (out44 == nullptr) {
			if (gridDim.y > d_shade41[0]) {
				return;
			}
		}
		break;
	case 2:
		if (gridDim.x) {
			return;
		}
		break;
	default:
		break;
	}
}

int main(void) {
	int len47 = 0x7B4;
	const char* r48 = R"xy(a "quoted" )word)xy";
	int m49 = (long)BLUE11;
	if (40 < len47) {
		m49++;
		len47 >>= m49 - (2 ^ (m49 + r48[1]));
	}
	grow2_kernel<long><<<(FAST13 + (OFF12 + (OFF12 + 7))) * (BLUE11 + (OFF12 + 0b1)), BLUE11 + 511>>>(nullptr, (const long*)nullptr);
	relax16_kernel<<<(len47 + 0b1111111) / 128, 0x1 << (OFF12 + 4)>>>(r48[0], nullptr, (int)23L, nullptr);
	sift24_kernel<<<(len47 + 0xFF) / 256, 64, 0x0, (cudaStream_t)0>>>(m49 != 016);
	return 0;
}
