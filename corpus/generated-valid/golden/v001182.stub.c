#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001182.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12fuse4_kernelPcPiPKiS0_(char *, int *, const int *__restrict__, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update14_kernelPKsi(const short *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7score31i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__0b166d92_10_v001182_cu_162a9a827score35EyPiPj(unsigned long long, idx27_t *__restrict__, unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__0b166d92_10_v001182_cu_162a9a8214tally43_kernelEPl(long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12fuse4_kernelPcPiPKiS0_(char *__par0, int *__par1, const int *__restrict__ __par2, int *__restrict__ __par3){ const int *__T0;
 int *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(char *, int *, const int *__restrict__, int *__restrict__))fuse4_kernel)), 0U);}
# 14 "v001182.cu"
void fuse4_kernel( char *__cuda_0,int *__cuda_1,const int *__restrict__ __cuda_2,int *__restrict__ __cuda_3)
# 14 "v001182.cu"
{__device_stub__Z12fuse4_kernelPcPiPKiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 23 "v001182.cu"
}
# 1 "v001182.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15update14_kernelPKsi( const short *__restrict__ __par0,  int __par1) {  const short *__T2;
__cudaLaunchPrologue(2); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const short *__restrict__, int))update14_kernel)), 0U); }
# 25 "v001182.cu"
void update14_kernel( const short *__restrict__ __cuda_0,int __cuda_1)
# 25 "v001182.cu"
{__device_stub__Z15update14_kernelPKsi( __cuda_0,__cuda_1);
# 40 "v001182.cu"
}
# 1 "v001182.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7score31i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))score31)), 0U); }
# 49 "v001182.cu"
void score31( int __cuda_0)
# 49 "v001182.cu"
{__device_stub__Z7score31i( __cuda_0);
# 58 "v001182.cu"
}
# 1 "v001182.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__0b166d92_10_v001182_cu_162a9a827score35EyPiPj( unsigned long long __par0,  idx27_t *__restrict__ __par1,  unsigned *__restrict__ __par2) {  idx27_t *__T3;
 unsigned *__T4;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __T4 = __par2; __cudaSetupArgSimple(__T4, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned long long, idx27_t *__restrict__, unsigned *__restrict__))_NV_ANON_NAMESPACE::score35)), 0U); }
# 61 "v001182.cu"
void _NV_ANON_NAMESPACE::score35( unsigned long long __cuda_0,::idx27_t *__restrict__ __cuda_1,unsigned *__restrict__ __cuda_2)
# 61 "v001182.cu"
{__device_stub__ZN43_GLOBAL__N__0b166d92_10_v001182_cu_162a9a827score35EyPiPj( __cuda_0,__cuda_1,__cuda_2);
# 68 "v001182.cu"
}
# 1 "v001182.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__0b166d92_10_v001182_cu_162a9a8214tally43_kernelEPl( long *__restrict__ __par0) {  long *__T5;
__cudaLaunchPrologue(1); __T5 = __par0; __cudaSetupArgSimple(__T5, 0UL); __cudaLaunch(((char *)((void ( *)(long *__restrict__))_NV_ANON_NAMESPACE::tally43_kernel)), 0U); }
# 70 "v001182.cu"
void _NV_ANON_NAMESPACE::tally43_kernel( long *__restrict__ __cuda_0)
# 70 "v001182.cu"
{__device_stub__ZN43_GLOBAL__N__0b166d92_10_v001182_cu_162a9a8214tally43_kernelEPl( __cuda_0);
# 82 "v001182.cu"
}
# 1 "v001182.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(long *__restrict__))_NV_ANON_NAMESPACE::tally43_kernel), _ZN43_GLOBAL__N__0b166d92_10_v001182_cu_162a9a8214tally43_kernelEPl, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned long long, idx27_t *__restrict__, unsigned *__restrict__))_NV_ANON_NAMESPACE::score35), _ZN43_GLOBAL__N__0b166d92_10_v001182_cu_162a9a827score35EyPiPj, 32); __cudaRegisterEntry(__T6, ((void ( *)(int))score31), _Z7score31i, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const short *__restrict__, int))update14_kernel), _Z15update14_kernelPKsi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(char *, int *, const int *__restrict__, int *__restrict__))fuse4_kernel), _Z12fuse4_kernelPcPiPKiS0_, 1024UL); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
