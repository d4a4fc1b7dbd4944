#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001092.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fuse10PKjdi(const unsigned *__restrict__, double, int);
static void __device_stub__ZN5img267inner2714count34_kernelEmi(unsigned long, int);
static void __device_stub__ZN5img267inner2715update38_kernelEPi(int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6fuse10PKjdi(const unsigned *__restrict__ __par0, double __par1, int __par2){ const unsigned *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, double, int))fuse10)), 0U);}
# 27 "v001092.cu"
void fuse10( const unsigned *__restrict__ __cuda_0,double __cuda_1,int __cuda_2)
# 27 "v001092.cu"
{__device_stub__Z6fuse10PKjdi( __cuda_0,__cuda_1,__cuda_2);
# 35 "v001092.cu"
}
# 1 "v001092.cudafe1.stub.c"
static void __device_stub__ZN5img267inner2714count34_kernelEmi( unsigned long __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned long, int))img26::inner27::count34_kernel)), 0U); }
# 70 "v001092.cu"
static void img26::inner27::count34_kernel( unsigned long __cuda_0,int __cuda_1)
# 70 "v001092.cu"
{__device_stub__ZN5img267inner2714count34_kernelEmi( __cuda_0,__cuda_1);
# 80 "v001092.cu"
}
# 1 "v001092.cudafe1.stub.c"
static void __device_stub__ZN5img267inner2715update38_kernelEPi( int *__restrict__ __par0) {  int *__T4;
__cudaLaunchPrologue(1); __T4 = __par0; __cudaSetupArgSimple(__T4, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))img26::inner27::update38_kernel)), 0U); }
# 82 "v001092.cu"
static void img26::inner27::update38_kernel( int *__restrict__ __cuda_0)
# 82 "v001092.cu"
{__device_stub__ZN5img267inner2715update38_kernelEPi( __cuda_0);
# 88 "v001092.cu"
}
# 1 "v001092.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *__restrict__))img26::inner27::update38_kernel), _ZN5img267inner2715update38_kernelEPi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned long, int))img26::inner27::count34_kernel), _ZN5img267inner2714count34_kernelEmi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const unsigned *__restrict__, double, int))fuse10), _Z6fuse10PKjdi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
