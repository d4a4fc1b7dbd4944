#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000710.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth23PKd6Axis14PsPKi(const double *, enum Axis14, short *__restrict__, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick28_kernelPtPKi(unsigned short *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine35si(short, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth23PKd6Axis14PsPKi(const double *__par0, enum Axis14 __par1, short *__restrict__ __par2, const int *__par3){ short *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const double *, enum Axis14, short *__restrict__, const int *))smooth23)), 0U);}
# 30 "v000710.cu"
void smooth23( const double *__cuda_0,enum ::Axis14 __cuda_1,short *__restrict__ __cuda_2,const int *__cuda_3)
# 30 "v000710.cu"
{__device_stub__Z8smooth23PKd6Axis14PsPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 36 "v000710.cu"
}
# 1 "v000710.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13kick28_kernelPtPKi( unsigned short *__par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned short *, const int *))kick28_kernel)), 0U); }
# 38 "v000710.cu"
void kick28_kernel( unsigned short *__cuda_0,const int *__cuda_1)
# 38 "v000710.cu"
{__device_stub__Z13kick28_kernelPtPKi( __cuda_0,__cuda_1);
# 48 "v000710.cu"
}
# 1 "v000710.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9combine35si( short __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(short, int))combine35)), 0U); }
# 50 "v000710.cu"
void combine35( short __cuda_0,int __cuda_1)
# 50 "v000710.cu"
{__device_stub__Z9combine35si( __cuda_0,__cuda_1);
# 57 "v000710.cu"
}
# 1 "v000710.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(short, int))combine35), _Z9combine35si, 512); __cudaRegisterEntry(__T4, ((void ( *)(unsigned short *, const int *))kick28_kernel), _Z13kick28_kernelPtPKi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const double *, enum Axis14, short *__restrict__, const int *))smooth23), _Z8smooth23PKd6Axis14PsPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
