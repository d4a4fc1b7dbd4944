#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001605.fatbin.c"
typedef detail3::Vec4 _ZN7detail34Vec4E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z15stencil7_kerneliN7detail34Vec4Eh(int,  _ZN7detail34Vec4E&, unsigned char);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth17PKi(const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply19_kernelPKfS0_Pti(const float *__restrict__, const float *, unsigned short *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep26_kernelPKc(const char *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern3415update35_kernelEPi8Sample13(int *, struct Sample13&);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern3416scatter45_kernelEiiPxPKh(int, int, long long *__restrict__, const unsigned char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15stencil7_kerneliN7detail34Vec4Eh(int __par0,  _ZN7detail34Vec4E&__par1, unsigned char __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaSetupArgSimple(__par2, 24UL);__cudaLaunch(((char *)((void ( *)(int,  _ZN7detail34Vec4E, unsigned char))stencil7_kernel)), 0U);}
# 18 "v001605.cu"
void stencil7_kernel( int __cuda_0, _ZN7detail34Vec4E __cuda_1,unsigned char __cuda_2)
# 19 "v001605.cu"
{__device_stub__Z15stencil7_kerneliN7detail34Vec4Eh( __cuda_0,__cuda_1,__cuda_2);
# 28 "v001605.cu"
}
# 1 "v001605.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth17PKi( const int *__restrict__ __par0) {  const int *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__))smooth17)), 0U); }
# 45 "v001605.cu"
void smooth17( const int *__restrict__ __cuda_0)
# 46 "v001605.cu"
{__device_stub__Z8smooth17PKi( __cuda_0);



}
# 1 "v001605.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply19_kernelPKfS0_Pti( const float *__restrict__ __par0,  const float *__par1,  unsigned short *__par2,  int __par3) {  const float *__T2;
__cudaLaunchPrologue(4); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__, const float *, unsigned short *, int))apply19_kernel)), 0U); }
# 52 "v001605.cu"
void apply19_kernel( const float *__restrict__ __cuda_0,const float *__cuda_1,unsigned short *__cuda_2,int __cuda_3)
# 53 "v001605.cu"
{__device_stub__Z14apply19_kernelPKfS0_Pti( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001605.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep26_kernelPKc( const char *__restrict__ __par0) {  const char *__T3;
__cudaLaunchPrologue(1); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaLaunch(((char *)((void ( *)(const char *__restrict__))sweep26_kernel)), 0U); }
# 60 "v001605.cu"
void sweep26_kernel( const char *__restrict__ __cuda_0)
# 61 "v001605.cu"
{__device_stub__Z14sweep26_kernelPKc( __cuda_0);




}
# 1 "v001605.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern3415update35_kernelEPi8Sample13( int *__par0,  struct Sample13&__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, struct Sample13))kern34::update35_kernel)), 0U); }
# 70 "v001605.cu"
void kern34::update35_kernel( int *__cuda_0,struct ::Sample13 __cuda_1)
# 71 "v001605.cu"
{__device_stub__ZN6kern3415update35_kernelEPi8Sample13( __cuda_0,__cuda_1);


}
# 1 "v001605.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern3416scatter45_kernelEiiPxPKh( int __par0,  int __par1,  long long *__restrict__ __par2,  const unsigned char *__par3) {  long long *__T8;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __T8 = __par2; __cudaSetupArgSimple(__T8, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, long long *__restrict__, const unsigned char *))kern34::scatter45_kernel)), 0U); }
# 92 "v001605.cu"
void kern34::scatter45_kernel( int __cuda_0,int __cuda_1,long long *__restrict__ __cuda_2,const unsigned char *__cuda_3)
# 93 "v001605.cu"
{__device_stub__ZN6kern3416scatter45_kernelEiiPxPKh( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001605.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(int, int, long long *__restrict__, const unsigned char *))kern34::scatter45_kernel), _ZN6kern3416scatter45_kernelEiiPxPKh, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int *, struct Sample13))kern34::update35_kernel), _ZN6kern3415update35_kernelEPi8Sample13, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const char *__restrict__))sweep26_kernel), _Z14sweep26_kernelPKc, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const float *__restrict__, const float *, unsigned short *, int))apply19_kernel), _Z14apply19_kernelPKfS0_Pti, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const int *__restrict__))smooth17), _Z8smooth17PKi, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int,  _ZN7detail34Vec4E, unsigned char))stencil7_kernel), _Z15stencil7_kerneliN7detail34Vec4Eh, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
