// cudagen 0.1 seed 656 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,default_args,main,device_array,constant_array,constexpr_var,local_array,struct,struct_methods,enum_class,namespace,if,for,goto,ternary,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,lambda_generic,macro_function,macro_statement
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

static float run_filter5(float *__restrict__ buf6, int *data7) {
	cudaStream_t y8 = nullptr;
	constexpr float sum9 = 30UL;
	return (static_cast<unsigned char>(10) + (*data7)) >> (*data7);
}

struct Span10 {
	double vel11;
	unsigned int mass12;
	double lo13;
	__host__ __device__ double apply14(float lim15) const {
		(--lim15, (lim15 = 19u * static_cast<int>(lim15) * lim15));
		return lo13;
	}
};
__device__ int d_norm16[32];

static void fold17(int n18 = 0b110011) {
	n18++;
	n18 = n18;
}

namespace img19 {
__host__ float host_march20(unsigned alpha21, unsigned q22, int count23 = 63) {
	float t24 = ((q22 + count23) >> (q22 * count23)) - TWICE_PLUS_1(alpha21 + 1, q22 + count23);
	t24 = static_cast<int>(t24);
	return t24 + 2.125f;
}

float trace25(float b26, int lane27, long long a28) {
	for (int j29 = 0, j30 = lane27; j29 < j30; (++j29, (--j30))) {
		lane27 = b26 * 58;
		auto op32 = []() {
			int cnt31 = 32;
		};
		op32();
	}
	lane27 = 6 + (lane27 - b26) + ((b26 + 1897ul) / 27);
	lane27--;
	if (b26 == a28) {
		return lane27 + (64U - a28);
	}
	return TWICE_PLUS_1(a28, (a28 << a28));
}
} // namespace img19
constexpr int LANES33 = 2;

__global__ void blend34(float *__restrict__ dst35, unsigned int *__restrict__ data36) {
	unsigned tid37 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (data36 != nullptr) {
		return;
	}
	++(*data36);
	char stride38(d_norm16[tid37]);
	if (dst35[7] < 0b101) {
		goto done39;
	}
	data36[6] = (LANES33 / TWICE_PLUS_1(*data36, 54u)) * (42 - threadIdx.y);
done39:;
}
__constant__ int c_spread40[8] = {56ul, 4, 49, -35, 15, 40lu, 36l, 1677};
enum class Level41 { Fast42 = 1, Slow43, Off44 = 8, Off45 };

struct Stats46 {
	int z47;
	unsigned int val48;
	float y49;
};
__device__ int d_scale50[32] = {8l};

__global__ void count51(int n52, int len53) {
	int tid54 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid54 >= n52) {
		return;
	}
	int base55 = (((c_spread40[len53] != 57) ? blockDim.y : threadIdx.x) * (LANES33 - d_scale50[warpSize])) + (+(d_norm16[19] * 461ull));
	Stats46 flag56 = Stats46{};
	len53 = TWICE_PLUS_1(gridDim.x, 074UL);
	d_norm16[28] = LANES33;
	float e57 = TWICE_PLUS_1((static_cast<float>(base55)), (flag56.z47 > LANES33) ? 2 : n52);
}

int main() {
	int count58 = 475;
	blend34<<<(count58 + 255) / 256, sizeof(unsigned int) * (LANES33 + 30), (1024)>>>((float*)nullptr, nullptr);
	count58 = (float)LANES33;
	Span10 y59 = Span10{18.625f, 6u, 15.125};
	auto op63 = [=](auto tmp60, auto sum61) {
		long cnt62[5]{21ll, 64, 38U, 19ll, 2l};
		return tmp60 * 2;
	};
	op63(static_cast<int>(y59.lo13), count58);
	y59 = y59;
	count58 = count58 - (TWICE_PLUS_1(y59.vel11, 0b111000) - op63(static_cast<int>(y59.lo13), LANES33));
	count51<<<(count58 + 127) / 128, sizeof(float) * 32, sizeof(double) * 32, nullptr>>>(LANES33, op63(static_cast<int>(y59.vel11), 7));
	return 0;
}
