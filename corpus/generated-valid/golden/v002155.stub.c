#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002155.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5sift8iPfi(int, float *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack42Pj(unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bias45_kernelPKiPKfPi(const int *__restrict__, const float *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5gpu227drift23Ei(int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5gpu226step28EPjihPi(unsigned *__restrict__, int, unsigned char, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5sift8iPfi(int __par0, float *__restrict__ __par1, int __par2){ float *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, float *__restrict__, int))sift8)), 0U);}
# 18 "v002155.cu"
void sift8( int __cuda_0,float *__restrict__ __cuda_1,int __cuda_2)
# 18 "v002155.cu"
{__device_stub__Z5sift8iPfi( __cuda_0,__cuda_1,__cuda_2);
# 31 "v002155.cu"
}
# 1 "v002155.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6pack42Pj( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))pack42)), 0U); }
# 77 "v002155.cu"
void pack42( unsigned *__cuda_0)
# 77 "v002155.cu"
{__device_stub__Z6pack42Pj( __cuda_0);
# 84 "v002155.cu"
}
# 1 "v002155.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bias45_kernelPKiPKfPi( const int *__restrict__ __par0,  const float *__par1,  int *__par2) {  const int *__T1;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, const float *, int *))bias45_kernel)), 0U); }
# 87 "v002155.cu"
void bias45_kernel( const int *__restrict__ __cuda_0,const float *__cuda_1,int *__cuda_2)
# 87 "v002155.cu"
{__device_stub__Z13bias45_kernelPKiPKfPi( __cuda_0,__cuda_1,__cuda_2);
# 96 "v002155.cu"
}
# 1 "v002155.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5gpu227drift23Ei( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))gpu22::drift23)), 0U); }
# 47 "v002155.cu"
void gpu22::drift23( int __cuda_0)
# 47 "v002155.cu"
{__device_stub__ZN5gpu227drift23Ei( __cuda_0);




}
# 1 "v002155.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5gpu226step28EPjihPi( unsigned *__restrict__ __par0,  int __par1,  unsigned char __par2,  int *__par3) {  unsigned *__T6;
__cudaLaunchPrologue(4); __T6 = __par0; __cudaSetupArgSimple(__T6, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, int, unsigned char, int *))gpu22::step28)), 0U); }
# 54 "v002155.cu"
void gpu22::step28( unsigned *__restrict__ __cuda_0,int __cuda_1,unsigned char __cuda_2,int *__cuda_3)
# 54 "v002155.cu"
{__device_stub__ZN5gpu226step28EPjihPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 73 "v002155.cu"
}
# 1 "v002155.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(unsigned *__restrict__, int, unsigned char, int *))gpu22::step28), _ZN5gpu226step28EPjihPi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int))gpu22::drift23), _ZN5gpu227drift23Ei, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const int *__restrict__, const float *, int *))bias45_kernel), _Z13bias45_kernelPKiPKfPi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned *))pack42), _Z6pack42Pj, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, float *__restrict__, int))sift8), _Z5sift8iPfi, (-1)); __cudaRegisterVariable(__T7, __shadow_var(c_score15,::c_score15), 0, 64UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
