// cudagen 0.1 seed 1441 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,const_local,enum,if,if_else,if_init,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define DEFINE_MAP_KERNEL_3(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_3(map_score4, int)

short run_trace5(const char* __restrict__ coef6, float alpha7) {
	map_score4<<<64, 64, 0>>>(static_cast<int*>(nullptr), 33);
	const char* val8 = "\"q\"";
	map_score4<<<(128), dim3(32, 1), 1024 * 4>>>(nullptr, coef6[5] * ((*coef6) * val8[1]));
	alpha7 = static_cast<signed char>((21 * val8[1]));
	map_score4<<<dim3(512, (1), 8), 256, sizeof(float) * 128>>>(static_cast<int*>(nullptr), alpha7);
	return coef6[0];
}
enum Axis9 {
	HIGH10 = 1,
	RED11,
	IDLE12,
	LOW13,
	RED14
};
// Layout: row-major, no padding.

template <class T>
__global__ void probe15_kernel(const T* coef16, T cfg17, int* data18, const T* coef19) {
	extern __shared__ int dyn_20[];
	if (T lim21 = dyn_20[0]; coef19 != nullptr) {
		if (dyn_20[7] + dyn_20[6]) {
			if (((*coef16) * (-lim21)) > 2l) {
				(++dyn_20[7], ((*data18) = *coef19));
			}
		} else if (T f22 = (static_cast<T>(cfg17) - coef16[3]) * (*data18); (coef19[0] == (*coef16)) && (((*data18) < data18[0]) && (f22 >= cfg17))) {
			lim21--;
		}
		const float stride23 = static_cast<int>(21u) - (*coef16);
	}
}
// Layout: row-major, no padding.

template <typename T>
__global__ void smooth24_kernel(T beta25) {
	extern __shared__ double dyn_26[];
	int prod27 = -34l;
	beta25 = prod27;
	T m28 = 27 * (dyn_26[prod27] * (prod27 += RED11, beta25));
	double hi29 = (dyn_26[prod27] * 49) + 17.625;
	T mid30(SQR_1(hi29));
}
enum Color31 {
	MUL32,
	HIGH33 = 5,
	MUL34 = 7,
	BLUE35,
	RED36
};

int check_drift37(float cfg38, int stride39) {
	int base40 = +stride39;
	SWAP_2(int, stride39, base40);
	smooth24_kernel<float><<<dim3(2, 256), dim3(32 * 4, 32)>>>(stride39);
	return 8 * SQR_1(cfg38);
}

double scatter41(int count42, Axis9 b43) {
	count42 = b43;
	if (long hi44 = HIGH33; (HIGH10 * hi44) > hi44) {
		hi44++;
		cudaStream_t sum45 = nullptr;
		hi44--;
	} else {
		cudaStream_t w46 = 0;
		float stride47(count42);
	}
	return b43 * (static_cast<long>(b43) + (count42 += count42, RED36));
}

int main() {
	int count48 = 149;
	if (float v49 = 20.125f + (count48 * (HIGH10)); !(v49 > count48)) {
		float h50(RED14);
		Color31 u51 = MUL32;
	}
	const char u52 = ((long long)(count48)) + (127);
	Color31 off53 = MUL34;
	probe15_kernel<float><<<(count48 + 255) / 256, 2 * 0b10000, 1024, nullptr>>>((const float*)nullptr, (unsigned long)u52, nullptr, nullptr);
	return 0;
}
