// cudagen 0.1 seed 695 valid
// features: kernel,kernel_from_macro,launch,launch_shared_mem,builtin_vars,main,struct,struct_methods,typedef,namespace,if,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,lambda,lambda_generic,macro_function
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define DEFINE_MAP_KERNEL_3(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_3(map_smooth4, double)
DEFINE_MAP_KERNEL_3(map_bias5, float)

struct Node6 {
	unsigned short flag7;
	int lo8;
	float lo9;
	int weight10;
	__host__ __device__ void get11(float y12) {
		if ((lo9 + 0x5ul) < weight10) {
			return;
		}
		lo8++;
	}
	__host__ __device__ void reset13(float flag14) {
		int r15 = 37 - ((short)((double)lo8));
		if ((lo8 * 0b110000) < 42) {
			return;
		}
	}
};

__global__ void relax16(float *dst17) {
	int gid18 = threadIdx.x;
	++dst17[0x1];
	(*dst17) = ((0.125f - gid18));
}

namespace kern19 {
typedef Node6 rec20_t;
} // namespace kern19

int main() {
	int size21 = 0624;
	auto op24 = [](auto tmp22) {
		unsigned long long q23 = int(29ll + tmp22);
		return tmp22 * 2;
	};
	size21 = +size21;
	int z25 = (47);
	map_smooth4<<<(z25 + 127) / 128, 0x200, 0x100>>>(nullptr, (z25 += size21, size21) - (z25 += 0b1, z25));
	map_bias5<<<(z25 + 63) / 64, 0x20, sizeof(int) * 32>>>(nullptr, z25);
	relax16<<<(256), 1 << 7>>>((float*)nullptr);
	return 0;
}
