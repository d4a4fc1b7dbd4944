// cudagen 0.1 seed 1435 valid
// features: kernel,kernel_static,launch,builtin_vars,device_function,device_template_function,host_function,main,shared_var,constexpr_var,enum,enum_class,if,goto,static_assert,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_char,lit_char_escape,lit_bool,lit_nullptr,cast_c,cast_static,macro_function
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))

static __global__ void gather2(float* buf3, int stride4, int* data5, const unsigned int* coef6) {
	unsigned int gid7 = threadIdx.x;
	float lo8 = (((*data5) * stride4) / coef6[warpSize]) + gridDim.z;
	static_assert(5 > 4, "size check");
	int val9{-0b100};
}
enum Phase10 { LOW11, BLUE12, LOW13 };
enum class Color14 { Blue15, Idle16, Slow17 };

template <typename T, int N>
__device__ T gather18(const T* coef19) {
	__shared__ double sh_20[256];
	return coef19[threadIdx.x & 7];
}

__device__ void kick21(int count22) {
	count22 = (threadIdx.z & (LOW13 ^ count22)) - (('\n') * ((int)count22));
	bool tmp23{false};
}

inline long check_sweep24(Color14 p25, int len26) {
	if (len26 != len26) {
		goto finish27;
	}
	if ((len26 & 1)) {
		len26++;
	}
	len26++;
finish27:;
	return (2 + (len26 + len26)) & static_cast<unsigned>(12);
}

int main() {
	int len28 = 2239;
	Phase10 idx29 = LOW11;
	if (idx29 <= LOW13) {
		return idx29 + 33 + (len28);
	}
	Phase10 tmp30 = LOW13;
	if (tmp30 == LOW11) {
		gather2<<<(len28 + 255) / 256, 64>>>((float*)nullptr, len28, static_cast<int*>(nullptr), (const unsigned*)nullptr);
		(--len28, (tmp30 = tmp30));
	}
	return 0;
}
