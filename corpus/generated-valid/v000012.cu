// cudagen 0.1 seed 12 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,shared_var,constexpr_var,const_local,struct,struct_methods,struct_template,aligned_struct,enum,enum_class,typedef,namespace,if,switch,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_string_prefix,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,pp_undef
#include "prelude.cuh"

#define WARPS_1 64
#undef WARPS_1
#define WARPS_1 12

namespace gpu2 {
struct alignas(16) Cell3 {
	float x4;
	float lo5;
	int vel6;
	__host__ __device__ int get7() const {
		return lo5 - lo5;
	}
};
typedef int idx8_t;
} // namespace gpu2

template <typename T>
struct Sample9 {
	T id10, val11;
	__host__ __device__ T get12(unsigned long f13) const {
		f13++;
		return f13;
	}
};
enum Mode14 {
	BUSY15,
	ADD16 = 6,
	SLOW17,
	OFF18,
	GREEN19
};

__host__ __device__ void mix20(int lane21) {
	lane21--;
	Sample9<unsigned> cnt22 = Sample9<unsigned>{6U, 04201};
	++lane21;
	double res23 = 9 | cnt22.id10;
	lane21 ^= lane21;
	if ((lane21 & 1) && (cnt22.val11 != 42)) {
		return;
	}
	lane21++;
}

__global__ void __launch_bounds__(16 * 4, 3) split24(short *out25) {
	int i26 = (blockIdx.x * blockDim.x) + threadIdx.x;
	out25[i26 & 7]--;
	out25[4] |= ((*out25) * (*out25)) - ((OFF18 - blockDim.x) * 5);
}

__global__ void tile27_kernel(long *acc28, long *dst29, unsigned short beta30) {
	unsigned idx31 = (blockIdx.x * blockDim.x) + threadIdx.x;
	gpu2::idx8_t sum32{44LL};
	__shared__ int sh_33[64];
	const bool prod34 = (9 + (*dst29)) >= (*dst29);
	(*dst29) |= sh_33[sum32 & 63] & (sum32 + (prod34 * beta30));
	__shared__ Sample9<int> sh_35[128];
	__shared__ Sample9<unsigned> sh_36;
	(*acc28)--;
}
enum class Level37 { Red38, Green39 = 6 };

__global__ void warp40_kernel(gpu2::idx8_t lane41, long *buf42, gpu2::idx8_t stride43, const gpu2::idx8_t *__restrict__ src44) {
	unsigned int i45 = (blockIdx.x * blockDim.x) + threadIdx.x;
	gpu2::idx8_t *lo46 = reinterpret_cast<gpu2::idx8_t*>(buf42);
	float stride47(*lo46);
	if (buf42[lane41 & 7] != stride43) {
		return;
	}
	switch (*src44) {
	case 0:
		break;
	case ADD16 + 0x3: {
		Level37 mid48 = Level37::Green39;
		gpu2::Cell3 off49 = gpu2::Cell3{36lu, 7.75F, lane41};
		break;
	}
	case 4:
		break;
	case 12:
		break;
	}
}

__host__ void tile50(int stride51, int stride52) {
	stride51 &= (stride52 * 3404) | 1;
	unsigned int z53 = long(GREEN19);
	mix20((stride52 - 53ul) * 0x1EUL);
	if ((+stride52) == stride52) {
		return;
	}
	unsigned int hi54 = (~(z53 & GREEN19)) * ((stride51 - WARPS_1) + 37);
}

int main() {
	int len55 = 765;
	const char *cnt56 = u8"\x41\102";
	len55++;
	split24<<<128, 64, (0x400)>>>(static_cast<short*>(nullptr));
	tile27_kernel<<<dim3(GREEN19 + (SLOW17 + (GREEN19 + 7))), dim3(64), 0x0, 0>>>(nullptr, static_cast<long*>(nullptr), 235l - cnt56[0]);
	warp40_kernel<<<(len55 + 255) / 256, dim3((len55 + 0x3f) / 0x40), sizeof(int) * 32, (cudaStream_t)0>>>((len55 += len55, len55), nullptr, (49UL), (const gpu2::idx8_t*)nullptr);
	return 0;
}
