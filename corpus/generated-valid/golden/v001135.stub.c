#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001135.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7update7f(float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img1614clamp17_kernelEPiS0_i(int *__restrict__, int *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img255sub2614split27_kernelEPj(unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6impl335sub346fuse35EPjPiS1_(unsigned *, int *__restrict__, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7update7f(float __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float))update7)), 0U);}
# 14 "v001135.cu"
void update7( float __cuda_0)
# 14 "v001135.cu"
{__device_stub__Z7update7f( __cuda_0);



}
# 1 "v001135.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img1614clamp17_kernelEPiS0_i( int *__restrict__ __par0,  int *__restrict__ __par1,  int __par2) {  int *__T3;
 int *__T4;
__cudaLaunchPrologue(3); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __T4 = __par1; __cudaSetupArgSimple(__T4, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, int *__restrict__, int))img16::clamp17_kernel)), 0U); }
# 31 "v001135.cu"
void img16::clamp17_kernel( int *__restrict__ __cuda_0,int *__restrict__ __cuda_1,int __cuda_2)
# 31 "v001135.cu"
{__device_stub__ZN5img1614clamp17_kernelEPiS0_i( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v001135.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img255sub2614split27_kernelEPj( unsigned *__restrict__ __par0) {  unsigned *__T5;
__cudaLaunchPrologue(1); __T5 = __par0; __cudaSetupArgSimple(__T5, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__))img25::sub26::split27_kernel)), 0U); }
# 45 "v001135.cu"
void img25::sub26::split27_kernel( unsigned *__restrict__ __cuda_0)
# 45 "v001135.cu"
{__device_stub__ZN5img255sub2614split27_kernelEPj( __cuda_0);
# 54 "v001135.cu"
}
# 1 "v001135.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6impl335sub346fuse35EPjPiS1_( unsigned *__par0,  int *__restrict__ __par1,  unsigned *__par2) {  int *__T6;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T6 = __par1; __cudaSetupArgSimple(__T6, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int *__restrict__, unsigned *))impl33::sub34::fuse35)), 0U); }
# 60 "v001135.cu"
void impl33::sub34::fuse35( unsigned *__cuda_0,int *__restrict__ __cuda_1,unsigned *__cuda_2)
# 60 "v001135.cu"
{__device_stub__ZN6impl335sub346fuse35EPjPiS1_( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v001135.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(unsigned *, int *__restrict__, unsigned *))impl33::sub34::fuse35), _ZN6impl335sub346fuse35EPjPiS1_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned *__restrict__))img25::sub26::split27_kernel), _ZN5img255sub2614split27_kernelEPj, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__, int *__restrict__, int))img16::clamp17_kernel), _ZN5img1614clamp17_kernelEPiS0_i, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float))update7), _Z7update7f, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
