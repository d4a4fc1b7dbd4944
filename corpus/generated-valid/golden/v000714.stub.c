#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000714.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15stencil4_kernelPhPf(unsigned char *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp14Pi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp17_kerneliPij(int, int *, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fold33PKiPd(const int *, double *);
static void __device_stub__Z14trace23_kernelIdEvPKT_Pfi(const double *, float *, int);
static void __device_stub__Z13pivot9_kernelIjEvPT_Pi(unsigned *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15stencil4_kernelPhPf(unsigned char *__par0, float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned char *, float *))stencil4_kernel)), 0U);}
# 9 "v000714.cu"
void stencil4_kernel( unsigned char *__cuda_0,float *__cuda_1)
# 9 "v000714.cu"
{__device_stub__Z15stencil4_kernelPhPf( __cuda_0,__cuda_1);




}
# 1 "v000714.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6warp14Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))warp14)), 0U); }
# 32 "v000714.cu"
void warp14( int *__cuda_0)
# 32 "v000714.cu"
{__device_stub__Z6warp14Pi( __cuda_0);




}
# 1 "v000714.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp17_kerneliPij( int __par0,  int *__par1,  unsigned __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *, unsigned))clamp17_kernel)), 0U); }
# 39 "v000714.cu"
void clamp17_kernel( int __cuda_0,int *__cuda_1,unsigned __cuda_2)
# 39 "v000714.cu"
{__device_stub__Z14clamp17_kerneliPij( __cuda_0,__cuda_1,__cuda_2);
# 46 "v000714.cu"
}
# 1 "v000714.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fold33PKiPd( const int *__par0,  double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, double *))fold33)), 0U); }
# 73 "v000714.cu"
void fold33( const int *__cuda_0,double *__cuda_1)
# 73 "v000714.cu"
{__device_stub__Z6fold33PKiPd( __cuda_0,__cuda_1);


}
# 1 "v000714.cudafe1.stub.c"
static void __device_stub__Z14trace23_kernelIdEvPKT_Pfi( const double *__par0,  float *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const double *, float *, int))trace23_kernel<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_trace23_kernel<double>( const double *&__cuda_0,float *&__cuda_1,int &__cuda_2){__device_stub__Z14trace23_kernelIdEvPKT_Pfi( (const double *&)__cuda_0,(float *&)__cuda_1,(int &)__cuda_2);}
static void __device_stub__Z13pivot9_kernelIjEvPT_Pi( unsigned *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int *))pivot9_kernel<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_pivot9_kernel<unsigned>( unsigned *&__cuda_0,int *&__cuda_1){__device_stub__Z13pivot9_kernelIjEvPT_Pi( (unsigned *&)__cuda_0,(int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int *))pivot9_kernel<unsigned int> ), _Z13pivot9_kernelIjEvPT_Pi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const double *, float *, int))trace23_kernel<double> ), _Z14trace23_kernelIdEvPKT_Pfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, double *))fold33), _Z6fold33PKiPd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int *, unsigned))clamp17_kernel), _Z14clamp17_kerneliPij, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *))warp14), _Z6warp14Pi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned char *, float *))stencil4_kernel), _Z15stencil4_kernelPhPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
