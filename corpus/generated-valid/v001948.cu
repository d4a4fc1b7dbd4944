// cudagen 0.1 seed 1948 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,host_function,main,device_var,constant_var,shared_var,namespace,if,goto,static_assert,ternary,compound_assign,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__global__ void tile3_kernel(int* data4) {
	unsigned long w5{0x9b7};
	int u6 = 6 + data4[w5];
}

__global__ void mix7(int* data8, const unsigned int* input9, int lane10) {
	++(*data8);
	lane10 /= (input9[0x4] + 0x16) * (*data8);
}
static __device__ float d_fold11 = 37;
// Returns the accumulated value.

template <typename T, typename U>
__global__ void scale12_kernel(const U* input13, T* dst14) {
	d_fold11 = 24.5f;
	float off15 = d_fold11;
	__shared__ int sh_16[32];
	if (!sh_16[12]) {
		return;
	}
}

namespace kern17 {
__constant__ int c_combine18 = 23;
} // namespace kern17

inline unsigned long host_probe19(const float* coef20, int* data21) {
	if ((*coef20) > ((data21[0x2] < coef20[2]) ? 11 : data21[3])) {
		goto out22;
	}
	--data21[6];
	++(*data21);
	(*data21) = (((*data21) != 14) ? (297l * (*data21)) : (53L * data21[4])) * ((data21[6] + coef20[2]) * ((*data21) * 16));
out22:;
	return 56 * (*data21);
}
static_assert(19 == 19, "expected value");

int main() {
	int count23 = 2210;
	long r24 = 2900l;
	float y25 = (static_cast<signed char>(count23) == sizeof(int)) ? host_probe19(nullptr, nullptr) : ((+r24) + static_cast<unsigned int>(r24));
	tile3_kernel<<<(256), 64, 0, 0>>>(nullptr);
	mix7<<<(r24 + 127) / 128, 256>>>(static_cast<int*>(nullptr), nullptr, static_cast<double>((y25)));
	scale12_kernel<long, double><<<32, 4 * 8, 0x1000>>>((const double*)nullptr, (long*)nullptr);
	return 0;
}
