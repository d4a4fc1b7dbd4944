// cudagen 0.1 seed 2356 valid
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,device_function,device_forceinline,main,device_array,enum_class,if,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,cast_functional,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
static __device__ int d_reduce3[4] = {48l, 352, 4ul, 62};
enum class Level4 : int {
	Red5,
	High6,
	Blue7 = 7,
	Low8,
	Green9
};

__global__ void __launch_bounds__(8 * 0x4) combine10(int stride11) {
	int gid12 = threadIdx.x;
	stride11 &= (-(d_reduce3[3] + stride11)) - sizeof(int);
	d_reduce3[gridDim.x] = gid12 + (41lu + d_reduce3[gid12]);
	if (!(stride11 <= 1)) {
		return;
	}
	stride11 /= 53 - (stride11 - gid12);
	++stride11;
}

__device__ __forceinline__ float filter13(const int *coef14, long long a15) {
	if (size_t(threadIdx.y) >= 41) {
		float e16(((*coef14) + (d_reduce3[2] += threadIdx.y, 11.5F)) * (*coef14));
		if ((coef14[2] + e16) > blockDim.x) {
			return short(warpSize);
		}
	}
	d_reduce3[a15]--;
	return a15;
}

int main() {
	int size17 = 2974;
	int u18 = size17;
	float v19 = u18;
	if (v19 != 0x3F) {
		float y20 = 0x1F;
	}
	combine10<<<dim3(0b10000, (u18 + 127) / 0x80), (64)>>>(036);
	return 0x0;
}
