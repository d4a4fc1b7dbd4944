#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001986.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14gather8_kerneliPdPch(int, double *, char *, unsigned char);
static void __device_stub__Z12mix18_kernelPsPlPmPi(short *, long *, unsigned long *__restrict__, int *);
static void __device_stub__Z5warp3IiLi6EEvPKT_PjPS0_(const int *, unsigned *__restrict__, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14gather8_kerneliPdPch(int __par0, double *__par1, char *__par2, unsigned char __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, double *, char *, unsigned char))gather8_kernel)), 0U);}
# 23 "v001986.cu"
void gather8_kernel( int __cuda_0,double *__cuda_1,char *__cuda_2,unsigned char __cuda_3)
# 23 "v001986.cu"
{__device_stub__Z14gather8_kerneliPdPch( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 34 "v001986.cu"
}
# 1 "v001986.cudafe1.stub.c"
static void __device_stub__Z12mix18_kernelPsPlPmPi( short *__par0,  long *__par1,  unsigned long *__restrict__ __par2,  int *__par3) {  unsigned long *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(short *, long *, unsigned long *__restrict__, int *))mix18_kernel)), 0U); }
# 37 "v001986.cu"
static void mix18_kernel( short *__cuda_0,long *__cuda_1,unsigned long *__restrict__ __cuda_2,int *__cuda_3)
# 37 "v001986.cu"
{__device_stub__Z12mix18_kernelPsPlPmPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 44 "v001986.cu"
}
# 1 "v001986.cudafe1.stub.c"
static void __device_stub__Z5warp3IiLi6EEvPKT_PjPS0_( const int *__par0,  unsigned *__restrict__ __par1,  int *__par2) {  unsigned *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, unsigned *__restrict__, int *))warp3<int, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_warp3<int,6>( const int *&__cuda_0,unsigned *__restrict__ &__cuda_1,int *&__cuda_2){__device_stub__Z5warp3IiLi6EEvPKT_PjPS0_( (const int *&)__cuda_0,(unsigned *&)__cuda_1,(int *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const int *, unsigned *__restrict__, int *))warp3<int, (int)6> ), _Z5warp3IiLi6EEvPKT_PjPS0_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(short *, long *, unsigned long *__restrict__, int *))mix18_kernel), _Z12mix18_kernelPsPlPmPi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, double *, char *, unsigned char))gather8_kernel), _Z14gather8_kerneliPdPch, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
