// cudagen 0.1 seed 61 invalid:duplicate_parameter
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,device_template_function,main,constant_array,constexpr_var,struct,class_private,if,for,do_while,nested_block,bitwise,shift,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

class Pixel4 {
	unsigned int hi5;
public:
	__host__ __device__ Pixel4(unsigned b6) : hi5(b6) {}
	__host__ __device__ void mix7(int val8) {
		hi5 = 0;
	}
	__host__ __device__ unsigned int get9() const {
		return hi5;
	}
};

template <class T, int N>
__host__ __device__ long accum10(T b11, T *dst12) {
	ACCUM_1(dst12[4], (N >> static_cast<long>(*dst12)));
	double val13{static_cast<double>(22L)};
	--val13;
	Pixel4 stride14{static_cast<unsigned int>(N)};
	double y15{11};
	return dst12[3];
}
__constant__ int c_scatter16[4] = {0x20, 61L, 51, -51};

__global__ void smooth17(Pixel4 b18, int count19, float *acc20, const unsigned long *__restrict__ src21) {
	int i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i22 >= count19) {
		return;
	}
	acc20[blockIdx.x]--;
	for (int i23 = 0; i23 < (1 << 0b100); i23++) {
		{
			float e24 = sizeof(float);
			for (int it25 = 0, j26 = 15; it25 < j26; (++it25, (--j26))) {
				count19 = accum10<long, 3>(58u - (threadIdx.x % i22), reinterpret_cast<long*>(acc20));
				e24 = blockIdx.x;
			}
		}
	}
}
__device__ int combine31(int a, int a)
{
    return a;
}

int main() {
	int len27 = 61;
	const int *z28 = nullptr;
	int w29 = 0x0;
	do {
		float lim30 = (double)accum10<long, 1>(-2283, nullptr);
		++w29;
	} while (w29 < len27);
	(len27--, (len27 = ((long)accum10<double, 7>(3241, (double*)nullptr)) & ((w29 - 3) + accum10<unsigned, 4>(w29, nullptr))));
	smooth17<<<(w29 + 255) / 256, 0b100000, sizeof(double) * 128>>>(Pixel4(48), accum10<long, 1>(51u * len27, nullptr), static_cast<float*>(nullptr), reinterpret_cast<const unsigned long*>(z28));
	return 0;
}
