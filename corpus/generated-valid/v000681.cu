// cudagen 0.1 seed 681 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,enum_class,if,for,goto,nested_block,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define RADIUS_1 8
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

static __global__ void __launch_bounds__(RADIUS_1 + (RADIUS_1 + (RADIUS_1 + 40))) blend4(int lane5, float q6, const unsigned int* __restrict__ input7, unsigned int* data8) {
	extern __shared__ int dyn_9[];
	int gid10 = threadIdx.x;
	if (gid10 >= lane5)
		return;
	{
		if ((data8[4] += RADIUS_1, (warpSize % input7[gid10])) > (dyn_9[0x7] - sizeof(float))) {
			lane5 = gid10 + ((~gridDim.z) - (*data8));
			(*data8)--;
		}
	}
}

__host__ __device__ int combine11(double* dst12, int count13) {
	unsigned int sum14(((count13 + 2870) % 0x26) + (dst12[count13]));
	ACCUM_3(count13, ((58lu * count13 * count13) + RADIUS_1));
	++dst12[7];
	sum14 = sum14;
	if (dst12 == nullptr) {
		float s15{22};
		s15 = count13;
	}
	return (sum14 += dst12[sum14], (count13 & 13));
}

__global__ void score16(float* buf17, int count18, int len19) {
	extern __shared__ unsigned int dyn_20[];
	int gid21 = threadIdx.x;
	count18 = sizeof(char);
	constexpr short t22 = 0x39;
	constexpr float u23 = 12.375f;
	float s24[0x1 << 3] = {20.375f, 7.125F, 53, 0x1p2f, 1.0f, 0x19ULL};
	++(*buf17);
}

unsigned short step25(int stride26, double cfg27, unsigned* __restrict__ acc28) {
	if ((acc28[stride26] - 41) != stride26)
		return stride26;
	score16<<<RADIUS_1 + 504, sizeof(float) * 0x40, sizeof(int) * (RADIUS_1 + 0x3f8), 0>>>(nullptr, static_cast<float>(acc28[stride26]) + acc28[5], cfg27);
	return TWICE_PLUS_2(cfg27, cfg27 - 22) - (0x18 / cfg27);
}

__device__ __noinline__ char mix29(int* data30, const int* __restrict__ src31) {
	constexpr int w32 = -56;
	if (((*src31) * 13ul) >= 54) {
		goto out33;
	}
	(*data30) = RADIUS_1;
out33:;
	return src31[blockIdx.x];
}
enum class Kind34 { Busy35, On36, Red37, Busy38 };
constexpr int LANES39 = 1 << 3;

short split40(int stride41, Kind34 beta42) {
	stride41++;
	for (int n43 = 0x0, j44 = stride41; n43 < j44; (++n43, (--j44))) {
		if (j44 < 7)
			break;
		if (j44)
			continue;
		if ((static_cast<long>(n43) << 0) < j44) {
			(++stride41, (beta42 = Kind34::Red37));
			if (TWICE_PLUS_2(n43, sizeof(float)) >= j44)
				break;
		}
	}
	return stride41;
}

int main() {
	int n45 = 592;
	if (32 <= n45) {
		constexpr int x46 = RADIUS_1 + (56);
		if ((n45 - x46) != x46) {
			Kind34 y47 = Kind34::On36;
			y47 = y47;
		}
	}
	blend4<<<1 << 3, 8 * 0x4>>>(LANES39 * ((17L >= n45) ? LANES39 : n45), LANES39, (const unsigned int*)nullptr, (unsigned int*)nullptr);
	return 0;
}
