// cudagen 0.1 seed 733 invalid:host_var_in_device
// features: kernel,kernel_static,restrict_params,launch,main,managed_var,constexpr_var,struct,struct_methods,enum_class,for,pragma_unroll,while,do_while,ternary,compound_assign,bitwise,shift,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,pp_if,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define RADIUS_2 32
#define CHUNK_3 32
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#if (CHUNK_3 * 2) >= 46 && CHUNK_3 != 0
#define CONFIG_6 3
#else
#define CONFIG_6 29
#endif
#undef CONFIG_6
#define CONFIG_6 2
enum struct Op7 : unsigned int { Busy8, Green9 = 2 };

struct Pixel10 {
	bool flag11;
	float lo12;
	__host__ __device__ void scale13(float lim14) {
		int y15 = lo12;
	}
	__host__ __device__ float bump16() const {
		int y17(flag11 * (13L >> flag11));
		--y17;
		return 614ul;
	}
};

static __global__ void count18(unsigned short *buf19, int lane20) {
	(*buf19) = buf19[lane20] >> ((BLOCK_SIZE_1 * lane20) - lane20);
	(*buf19) -= lane20;
	int iter21 = 0x0;
	while (iter21 < 0x9) {
		unsigned int prod22 = CHUNK_3;
		++iter21;
	}
	#pragma unroll 4
	for (int j23 = 0; j23 < 4; j23++) {
		Pixel10 e24{false, 3.0F};
		unsigned *res25 = reinterpret_cast<unsigned int*>(buf19);
	}
}
__managed__ int m_score26[64] = {43l, 57};
constexpr int DEPTH27 = sizeof(unsigned int) * 8;

__global__ void kick28(const unsigned long *__restrict__ src29) {
	for (int it30 = 16; it30 > 0x0; --it30) {
		Pixel10 e31{true, 0l};
		int pass32 = 0x0;
		do {
			m_score26[23] ^= it30;
			e31 = Pixel10{false, float((0x132b << m_score26[pass32]) + (1387 % e31.flag11))};
			++pass32;
		} while (pass32 < pass32);
	}
	Op7 prod33 = Op7::Busy8;
}
int host_table37 = 7;
__global__ void reads_host38(int *p)
{
    p[threadIdx.x] = host_table37;
}

int main() {
	int n34 = 3957;
	reads_host38<<<1, 32>>>(nullptr);
	n34 = m_score26[0x6] ? m_score26[n34] : n34;
	m_score26[9] = sizeof(int) << short(n34 + DEPTH27);
	float t35 = RADIUS_2;
	Op7 idx36 = Op7::Green9;
	count18<<<(n34 + 63) / 64, sizeof(unsigned int) * 0b10000>>>(nullptr, (n34 * 14L) / (t35));
	kick28<<<0x1 << (CONFIG_6 + 0x3), (0x200)>>>(static_cast<const unsigned long*>(nullptr));
	return 0;
}
