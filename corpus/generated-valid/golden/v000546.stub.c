#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000546.fatbin.c"
static void __device_stub__Z12norm2_kerneljPKsi(unsigned, const short *__restrict__, int);
static void __device_stub__Z7blend30iiPi(int, int, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold37_kernelPKf(const float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12norm2_kerneljPKsi(unsigned __par0, const short *__restrict__ __par1, int __par2){ const short *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned, const short *__restrict__, int))norm2_kernel)), 0U);}
# 6 "v000546.cu"
static void norm2_kernel( unsigned __cuda_0,const short *__restrict__ __cuda_1,int __cuda_2)
# 6 "v000546.cu"
{__device_stub__Z12norm2_kerneljPKsi( __cuda_0,__cuda_1,__cuda_2);
# 14 "v000546.cu"
}
# 1 "v000546.cudafe1.stub.c"
static void __device_stub__Z7blend30iiPi( int __par0,  int __par1,  int *__restrict__ __par2) {  int *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, int *__restrict__))blend30)), 0U); }
# 51 "v000546.cu"
static void blend30( int __cuda_0,int __cuda_1,int *__restrict__ __cuda_2)
# 51 "v000546.cu"
{__device_stub__Z7blend30iiPi( __cuda_0,__cuda_1,__cuda_2);
# 58 "v000546.cu"
}
# 1 "v000546.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold37_kernelPKf( const float *__restrict__ __par0) {  const float *__T2;
__cudaLaunchPrologue(1); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__))fold37_kernel)), 0U); }
# 59 "v000546.cu"
void fold37_kernel( const float *__restrict__ __cuda_0)
# 59 "v000546.cu"
{__device_stub__Z13fold37_kernelPKf( __cuda_0);
# 79 "v000546.cu"
}
# 1 "v000546.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const float *__restrict__))fold37_kernel), _Z13fold37_kernelPKf, 256); __cudaRegisterEntry(__T7, ((void ( *)(int, int, int *__restrict__))blend30), _Z7blend30iiPi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned, const short *__restrict__, int))norm2_kernel), _Z12norm2_kerneljPKsi, (-1)); __cudaRegisterManagedVariable(__T7, __shadow_var(m_bump29,::m_bump29), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
