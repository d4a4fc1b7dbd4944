#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001192.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13split1_kernelPKhiPKid(const unsigned char *__restrict__, int, const int *__restrict__, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth19PKiPl(const int *__restrict__, long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale28_kerneliPKif(int, const int *, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13split1_kernelPKhiPKid(const unsigned char *__restrict__ __par0, int __par1, const int *__restrict__ __par2, double __par3){ const unsigned char *__T0;
 const int *__T1;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const unsigned char *__restrict__, int, const int *__restrict__, double))split1_kernel)), 0U);}
# 16 "v001192.cu"
void split1_kernel( const unsigned char *__restrict__ __cuda_0,int __cuda_1,const int *__restrict__ __cuda_2,double __cuda_3)
# 16 "v001192.cu"
{__device_stub__Z13split1_kernelPKhiPKid( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 24 "v001192.cu"
}
# 1 "v001192.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth19PKiPl( const int *__restrict__ __par0,  long *__restrict__ __par1) {  const int *__T2;
 long *__T3;
__cudaLaunchPrologue(2); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, long *__restrict__))smooth19)), 0U); }
# 36 "v001192.cu"
void smooth19( const int *__restrict__ __cuda_0,long *__restrict__ __cuda_1)
# 36 "v001192.cu"
{__device_stub__Z8smooth19PKiPl( __cuda_0,__cuda_1);


}
# 1 "v001192.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14scale28_kerneliPKif( int __par0,  const int *__par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, const int *, float))scale28_kernel)), 0U); }
# 52 "v001192.cu"
void scale28_kernel( int __cuda_0,const int *__cuda_1,float __cuda_2)
# 52 "v001192.cu"
{__device_stub__Z14scale28_kerneliPKif( __cuda_0,__cuda_1,__cuda_2);
# 61 "v001192.cu"
}
# 1 "v001192.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int, const int *, float))scale28_kernel), _Z14scale28_kerneliPKif, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const int *__restrict__, long *__restrict__))smooth19), _Z8smooth19PKiPl, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const unsigned char *__restrict__, int, const int *__restrict__, double))split1_kernel), split1_kernel, (-1)); __cudaRegisterVariable(__T7, __shadow_var(c_stencil15,::c_stencil15), 0, 2UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
