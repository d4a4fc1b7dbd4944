// cudagen 0.1 seed 387 invalid:nonintegral_switch
// features: kernel,kernel_from_macro,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,goto,ternary,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_float,lit_nullptr,cast_static,cast_const,sizeof,lambda,lambda_capture_value,lambda_launch,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b
#define DEFINE_MAP_KERNEL_5(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_5(map_tile6, int)
DEFINE_MAP_KERNEL_5(map_tile7, float)
#define DEFINE_MAP_KERNEL_8(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_8(map_drift9, int)
DEFINE_MAP_KERNEL_8(map_blend10, double)

int mix11(const int *src12, int lane13) {
	lane13++;
	auto op16 = [=](double prod14, int res15) -> float {
		prod14++;
		prod14 = (12.375f * (lane13 * prod14)) + ((src12[1] <= prod14) ? 24.75 : 23.5);
		map_drift9<<<dim3((4), 0x1 << 1, 32), dim3((res15 + 0377) / 0x100, sizeof(unsigned int) * 64, (lane13 + 31) / 32), 0>>>(&res15, (res15 += lane13, CAT_4(res, 15)));
		return 21.5f;
	};
	dim3 stride17 = dim3(1, (1));
	unsigned int tmp18(src12[lane13]);
	if (src12[tmp18] <= src12[lane13]) {
		goto done19;
	}
	map_blend10<<<32, 1 << 5, 0x0, 0>>>(static_cast<double*>(nullptr), (*src12));
	++tmp18;
done19:;
	return tmp18;
}

int main() {
	int len20 = 05753;
	float f_22 = 1.5f;
	switch (f_22) {
	case 1:
	    break;
	}
	long z21 = mix11(&len20, CAT_4(len, 20)) + mix11(nullptr, len20) + len20;
	++z21;
	len20 = (z21 += len20, (158 + z21));
	map_tile6<<<1 << 0x3, 0x1 << 0x5, 0, 0>>>(&len20, CAT_4(len, 20));
	map_tile7<<<(z21 + 0x3F) / 0100, 0x20>>>(nullptr, +(len20 * sizeof(float)));
	return 0;
}
